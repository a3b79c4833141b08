/** Content of the /about page (docs/product.md#routes). Icons are lucide-react names in PascalCase. */
export const aboutPage: {
  mission: string;
  story: string[];
  forJobSeekers: { title: string; text: string }[];
  forEmployers: { title: string; text: string }[];
  values: { title: string; icon: string; text: string }[];
  team: string[];
} = {
  mission:
    "Our mission is to connect talented people in Uganda with employers in Germany who need their skills, and to guide them honestly and free of charge through every step, from the first application to the first day at work.",
  story: [
    "PearlBridge Jobs began with a simple observation. Germany has hundreds of thousands of unfilled positions, from software development and engineering to care, logistics and hospitality. Uganda, the Pearl of Africa, has one of the youngest and most ambitious workforces in the world. Yet the two rarely found each other, and the people who tried were too often left alone with confusing rules, outdated information and agents who asked for money they did not have.",
    "We started in Berlin as a small team of Ugandans living in Germany and Germans who had worked in recruitment and relocation. We had seen both sides: friends in Kampala with excellent qualifications who did not know where to begin, and German employers who wanted to hire internationally but did not know where to look. So we built a bridge, a job board with real vacancies and clear, practical guides on visas, recognition, language and everyday life.",
    "Today PearlBridge Jobs brings together job seekers from across Uganda and employers in cities such as Berlin, Munich, Hamburg and Frankfurt. Our promise has not changed since the first day: our service is always free for job seekers, our information is honest and checked, and we measure our success by the number of people who build a good life and career in Germany.",
  ],
  forJobSeekers: [
    {
      title: "Real jobs with German employers",
      text: "Search vacancies across Germany by keyword, city, category and job type, save the ones you like and apply with one click once you have a free account.",
    },
    {
      title: "Clear visa and relocation guidance",
      text: "Step-by-step guides on the EU Blue Card, skilled worker visas, recognition of qualifications and your first weeks in Germany, written in plain language and reviewed regularly.",
    },
    {
      title: "Support with learning German",
      text: "Explanations of every language level from A1 to C2, realistic study plans, course providers and exam information, so you know exactly what each job requires and how to get there.",
    },
    {
      title: "Always free, always honest",
      text: "We never charge job seekers any fees. We warn you about recruitment scams and tell you plainly what to expect, including the parts of the journey that are hard.",
    },
  ],
  forEmployers: [
    {
      title: "Access to motivated talent",
      text: "Reach skilled, English-speaking professionals and workers in Uganda who are actively preparing for a career in Germany, many of them already learning German.",
    },
    {
      title: "Better-prepared candidates",
      text: "Our guides help candidates understand German application standards, workplace culture and the visa process before they apply, so your hiring process runs more smoothly.",
    },
    {
      title: "Guidance on international hiring",
      text: "We share practical know-how on recognition of qualifications, the accelerated skilled worker procedure and the documents your new employee will need from you.",
    },
    {
      title: "Support beyond the hire",
      text: "Relocation and integration resources help your new colleagues settle in quickly, which means a faster start and teams that stay together for the long term.",
    },
  ],
  values: [
    {
      title: "Integrity",
      icon: "ShieldCheck",
      text: "We tell the truth about jobs, visas and costs, we never charge job seekers, and we stand firmly against recruitment fraud.",
    },
    {
      title: "Excellence",
      icon: "Award",
      text: "We check our information carefully, keep our guides up to date and hold ourselves to the standards our users deserve.",
    },
    {
      title: "Empowerment",
      icon: "TrendingUp",
      text: "We give people the knowledge and tools to make their own informed decisions and to take charge of their careers.",
    },
    {
      title: "Innovation",
      icon: "Lightbulb",
      text: "We look for simpler, smarter ways to connect talent and employers across borders, and we keep improving based on feedback.",
    },
    {
      title: "Community",
      icon: "Users",
      text: "We build a network of Ugandans in Germany, employers and partners who support each other long after the first job offer.",
    },
    {
      title: "Impact",
      icon: "Globe",
      text: "We measure success in careers started, families supported and the skills and experience that flow between Uganda and Germany.",
    },
  ],
  team: [
    "Our team works from Berlin and stays closely connected to Kampala. We are recruiters, relocation specialists, language teachers and people who have made the move from Uganda to Germany ourselves, so we know the paperwork, the first winter and the feeling of a new beginning from personal experience.",
    "We answer enquiries in English and German, and many of us also speak Luganda or another Ugandan language at home. We are always happy to hear from you. Whether you are a job seeker with a question or an employer interested in hiring, write to us at hello@pearlbridgejobs.com.",
  ],
};
