import type { Testimonial } from "./types.ts";

/** Success stories of Ugandans now working in Germany (12 defined, 6 shown on the home page). */
export const testimonials: Testimonial[] = [
  {
    id: "t1",
    slug: "grace-nakato",
    name: "Grace Nakato",
    position: "Registered Nurse, Munich",
    origin: "Kampala",
    quote:
      "Getting my nursing diploma recognised took eleven months, and I worked as a nursing assistant on a cardiology ward while I finished the adaptation course. Reaching B2 German was harder than any exam I sat in nursing school, but my ward mentor practised handover phrases with me every morning. Today I lead night shifts and have sent enough money home to pay my younger brother's university fees.",
  },
  {
    id: "t2",
    slug: "brian-okello",
    name: "Brian Okello",
    position: "Backend Developer, Berlin",
    origin: "Gulu",
    quote:
      "My EU Blue Card was approved nine weeks after my appointment at the German Embassy in Kampala, and my employer covered the flight and my first three months in a furnished flat. My team works in English, but I still took evening German classes because the Ausländerbehörde and my landlord do not. With my B1 certificate I can apply for permanent residence much sooner.",
  },
  {
    id: "t3",
    slug: "moses-tumusiime",
    name: "Moses Tumusiime",
    position: "Truck Driver, Stuttgart",
    origin: "Mbarara",
    quote:
      "I drove fuel tankers between Mombasa and Kampala for six years, but my Ugandan licence was not enough in Germany. My company paid for the German CE licence and the Code 95 course; the theory in German was the hardest part, so I studied with an app every evening. Now I drive a modern truck Monday to Friday and I am home every weekend.",
  },
  {
    id: "t4",
    slug: "aisha-namuli",
    name: "Aisha Namuli",
    position: "Chef de Partie, Düsseldorf",
    origin: "Entebbe",
    quote:
      "I cooked in a lakeside hotel in Entebbe for seven years before a German hotel group offered me a job. My certificate was only partly recognised at first, so I completed a short top-up training in a German kitchen while already earning a salary. My colleagues now ask me to make matooke and groundnut stew for our staff meals.",
  },
  {
    id: "t5",
    slug: "ivan-ssempijja",
    name: "Ivan Ssempijja",
    position: "Warehouse Shift Leader, Hamburg",
    origin: "Jinja",
    quote:
      "I came to Hamburg for my master's degree and worked 20 hours a week as a picker to pay my rent. After graduating I stayed with the same company, got my forklift licence, and became a shift leader within two years. My advice: take the part-time jobs seriously, because German employers remember who is reliable.",
  },
  {
    id: "t6",
    slug: "daniel-mugisha",
    name: "Daniel Mugisha",
    position: "Electrical Engineer, Hamburg",
    origin: "Fort Portal",
    quote:
      "Because my Makerere engineering degree was already listed as comparable in the anabin database, the Blue Card process was straightforward. Finding a flat was the real challenge: I sent more than 60 applications before a landlord accepted me, and I lived in a shared flat (WG) for five months. Start your housing search early and have your Schufa credit report and payslips ready.",
  },
  {
    id: "t7",
    slug: "esther-nabirye",
    name: "Esther Nabirye",
    position: "Care Assistant, Berlin",
    origin: "Iganga",
    quote:
      "I reached B1 German at a language school in Kampala and then came to Berlin for a one-year care assistant training with a training visa. The residents call me 'Schwester Esther', and some of them correct my German grammar with a lot of love. Next year I start the three-year nursing training, paid by my employer.",
  },
  {
    id: "t8",
    slug: "joseph-wanyama",
    name: "Joseph Wanyama",
    position: "Industrial Electrician, Stuttgart",
    origin: "Mbale",
    quote:
      "My technical institute certificate was only partly recognised, so I came to Germany under a recognition partnership and completed the missing training while working full-time. The factory pays according to the IG Metall agreement, which means a 35-hour week and extra pay at Christmas. The Swabian dialect was a shock after my German course, but after a year I understand almost everything.",
  },
  {
    id: "t9",
    slug: "patricia-achieng",
    name: "Patricia Achieng",
    position: "Customer Support Specialist, Berlin",
    origin: "Tororo",
    quote:
      "I moved to Berlin with my husband, who came on a Blue Card, and my residence permit allowed me to work from day one. Four years at a call centre in Kampala helped me get an English-speaking support job within two months. The company pays for my German lessons, and I passed my B1 exam last spring.",
  },
  {
    id: "t10",
    slug: "ronald-kato",
    name: "Ronald Kato",
    position: "Mechanical Design Engineer, Stuttgart",
    origin: "Masaka",
    quote:
      "I first came on a job seeker visa and spent four months applying, going to interviews and improving my German. The offer came from a machine builder that exports to breweries in East Africa, so my experience in Kampala suddenly became an advantage. Plan your savings for at least six months, and register your address within 14 days of arriving, because everything else depends on it.",
  },
  {
    id: "t11",
    slug: "hadijah-nalwoga",
    name: "Hadijah Nalwoga",
    position: "Early Childhood Educator, Berlin",
    origin: "Mukono",
    quote:
      "The Berlin authorities recognised my education degree after I completed a six-month adaptation period in a Kita. Learning to explain everything to parents in German was hard at first, but the children taught me more words than any textbook. I now work in a bilingual group, and I love that children from many countries see a teacher who looks like them.",
  },
  {
    id: "t12",
    slug: "peter-opio",
    name: "Peter Opio",
    position: "Aviation Security Screener, Frankfurt",
    origin: "Lira",
    quote:
      "I came to Frankfurt as a student, stayed after graduating, and needed a stable job while I looked for work in my field. The security training at the airport was intense, and I needed B2 German for the state exam, but the pay and the shift allowances are very good. After two years I have started training to become a team leader, and I am in no hurry to leave.",
  },
];

/** The six testimonials shown on the home page. */
export const shownTestimonialIds: string[] = ["t1", "t2", "t3", "t4", "t5", "t7"];

/** A story by its address's slug (`/stories/grace-nakato`). */
export function storyBySlug(slug: string | undefined): Testimonial | undefined {
  return testimonials.find((t) => t.slug === slug);
}
