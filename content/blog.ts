import type { BlogCategory, BlogPost } from "./types.ts";
import { timingWords } from "./timings.ts";
import { fact } from "./visa-facts.ts";

/** Tabs on /blog, in display order (docs/product.md#content-pages). */
export const blogCategoryTabs: { value: "all" | BlogCategory; label: string }[] = [
  { value: "all", label: "All Posts" },
  { value: "career", label: "Career Advice" },
  { value: "visa", label: "Visa & Immigration" },
  { value: "culture", label: "German Culture" },
  { value: "language", label: "Language Tips" },
  { value: "lifestyle", label: "Lifestyle" },
];

/** The 12 built-in Career Blog posts, newest first. */
export const blogPosts: BlogPost[] = [
  {
    id: "your-first-winter-in-germany",
    title: "Your first winter in Germany: a survival guide for people who grew up at 25°C",
    excerpt:
      "Short days, grey skies and temperatures around freezing can come as a shock after Kampala. Here is how to dress, heat your flat, stay well and actually enjoy the season.",
    date: "2026-11-03",
    author: "Grace Namutebi",
    category: "lifestyle",
    readTime: "5 min read",
    image: "/images/blog/your-first-winter-in-germany.svg",
    body: [
      {
        heading: "What to expect",
        paragraphs: [
          "In Kampala the sun rises and sets at roughly the same time all year and the thermometer rarely leaves the twenties. Germany is different. In Berlin in late December the sun comes up after eight in the morning and is gone before four in the afternoon, and on many days you will not see it at all behind a thick layer of cloud.",
          "Daytime temperatures usually hover around 0°C, with cold spells that can drop to -10°C or lower, especially in the south. Munich and Stuttgart get more snow; Hamburg and Cologne are milder but wetter and windier. The cold itself is manageable with the right clothes. What surprises most newcomers is the darkness and how long the season lasts: from November to March.",
        ],
      },
      {
        heading: "Dress like an onion",
        paragraphs: [
          "Germans talk about the Zwiebelprinzip, the onion principle: several thin layers instead of one heavy item. Trains, offices and shops are well heated, so you need to be able to take layers off as easily as you put them on.",
          "Do not fill your suitcase with heavy coats bought in Kampala. Winter clothing is better suited and often cheaper in Germany, and second-hand shops, online marketplaces such as Kleinanzeigen and sports chains sell good-quality items at fair prices. Arrive with one warm jacket and buy the rest in your first weeks.",
        ],
        bullets: [
          "A thermal base layer (long-sleeved top and leggings) for the coldest days",
          "A wool or fleece jumper as the middle layer",
          "A windproof, waterproof coat that covers your hips",
          "Boots with a good grip: pavements can be icy in the morning",
          "Hat, scarf and gloves. You lose a lot of heat through your head and hands",
        ],
      },
      {
        heading: "Keeping your home warm without a shock bill",
        paragraphs: [
          "Most flats have radiators with a thermostat dial numbered from 1 to 5. Setting 3 means roughly 20°C, which is comfortable for living rooms; bedrooms can be cooler. Turning the dial to 5 does not heat the room faster, it only heats it to a higher temperature and costs more.",
          "You will also hear about Lüften, airing the flat. Open the windows fully for five to ten minutes two or three times a day, then close them again. This lets out the moisture from cooking, showers and breathing, which otherwise causes mould. Leaving a window tilted open all day wastes heat and cools the walls.",
          "Heating is usually part of your Nebenkosten, the service charges paid with the rent. Once a year your landlord sends a statement, and if you used more than you paid for in advance you will receive a bill. Heating sensibly in your first winter protects you from an unpleasant surprise the following year.",
        ],
      },
      {
        heading: "Looking after your body and mind",
        paragraphs: [
          "Less daylight means your body makes less vitamin D, and many people feel tired or low in the dark months. Go outside around midday whenever you can, even for a short walk, and keep moving: gyms, indoor swimming pools and sports clubs are busy all winter. If you are thinking about vitamin D supplements, ask your family doctor (Hausarzt) first.",
          "Feeling homesick and flat in January is very common, and it is not a weakness. If a low mood lasts for weeks or starts to affect your sleep and work, speak to a doctor. Statutory health insurance covers doctor visits, and many cities have counselling services in English.",
        ],
        callout: {
          title: "Sick in winter?",
          text: "Colds and flu do the rounds from November. If you are ill, call or message your employer before your working day starts. Most employers ask for a doctor's certificate from the fourth day of illness, and some from the first day, so check your contract.",
        },
      },
      {
        heading: "Find the joy in the season",
        paragraphs: [
          "Winter is also when Germany is at its cosiest. From late November, Christmas markets open in almost every town, with lights, music, grilled food and hot drinks; ask for Kinderpunsch if you prefer something without alcohol. The first real snowfall is worth going outside for, and New Year's Eve (Silvester) is celebrated with fireworks everywhere.",
          "Do not spend the winter alone. Join a church, a sports club or a Ugandan community group, and invite colleagues over for a Ugandan meal. Plantains, cassava flour and spices are easy to find in African and Asian grocery shops in the big cities, and a plate of matooke with groundnut sauce on a cold evening is a very good way to make friends.",
        ],
      },
    ],
  },
  {
    id: "understanding-your-german-payslip",
    title: "From gross to net: understanding your first German payslip",
    excerpt:
      "Your contract says €50,000, but your bank account tells a different story. We walk through taxes, social insurance, church tax and tax classes so your first payslip makes sense.",
    date: "2026-10-06",
    author: "Jonas Becker",
    category: "career",
    readTime: "4 min read",
    image: "/images/blog/understanding-your-german-payslip.svg",
    body: [
      {
        heading: "Why your net salary is smaller than the offer",
        paragraphs: [
          "German salaries are almost always quoted as a gross annual figure, the Bruttojahresgehalt. It is usually paid in twelve monthly instalments, and some employers pay thirteen or add holiday and Christmas bonuses. Before the money reaches your account, your employer deducts income tax and your share of social insurance.",
          "For a single person on a middle income, the deductions typically add up to between a third and forty percent of gross pay. That sounds like a lot, but it buys real things: health insurance that covers your doctor visits, a state pension, unemployment insurance and long-term care cover. Knowing the numbers in advance helps you plan your budget and the money you send home.",
        ],
      },
      {
        heading: "Social insurance contributions",
        paragraphs: [
          "Social insurance is split roughly fifty-fifty between you and your employer. Your share is a fixed percentage of your gross pay, up to an annual ceiling, so on very high salaries the effective percentage falls.",
          "Your employer pays its own share on top of your gross salary, which is why a job costs a company noticeably more than the figure in your contract. The approximate employee shares are:",
        ],
        bullets: [
          "Pension insurance (Rentenversicherung, RV): 9.3%",
          "Unemployment insurance (Arbeitslosenversicherung, AV): 1.3%",
          "Health insurance (Krankenversicherung, KV): 7.3% plus half of your insurer's additional contribution, around 1.3% to 1.6% depending on the fund",
          "Long-term care insurance (Pflegeversicherung, PV): 1.8%, or 2.4% if you are 23 or older and have no children",
        ],
      },
      {
        heading: "Income tax, tax classes and church tax",
        paragraphs: [
          "Income tax (Lohnsteuer) is withheld every month according to your tax class. Single people are in class I. Married couples living together in Germany can choose between IV/IV or III/V. If your spouse still lives in Uganda, you will usually stay in class I for now, but money you send to support dependent family members can sometimes be deducted in your annual tax return. Keep the transfer receipts.",
          "Church tax (Kirchensteuer) surprises many newcomers. When you register your address, you are asked about your religion. If you state that you belong to the Catholic or Protestant church, 8% or 9% of your income tax (depending on the federal state) goes to the church. Answer honestly, but understand what the answer means for your payslip. The solidarity surcharge (Solidaritätszuschlag) no longer applies to most employees.",
        ],
      },
      {
        heading: "A worked example",
        paragraphs: [
          "Take a single person with no children, in tax class I, not paying church tax, on €50,000 a year. That is about €4,167 gross per month. Social insurance takes roughly €900, income tax roughly €550 to €600, and about €2,650 to €2,700 arrives in the bank account.",
          "These figures are approximate and change a little every year. Before you accept an offer, put the numbers into a free online Brutto-Netto-Rechner (gross-to-net calculator) with your own details, and then compare the result with your expected rent and living costs.",
        ],
      },
      {
        heading: "Reading the payslip itself",
        paragraphs: [
          "Your monthly Gehaltsabrechnung can look intimidating, but only a few lines really matter. Check that your tax ID, tax class and health insurer are correct; mistakes there cost you money until they are fixed.",
          "You are usually not obliged to file a tax return in class I, but it is often worth it. Job-related moving costs, work equipment, professional language courses and days worked from home can all be claimed, and many newcomers get a refund for their first year.",
        ],
        bullets: [
          "Brutto: your gross pay before deductions",
          "Lohnsteuer: income tax withheld this month",
          "KV / RV / AV / PV: your four social insurance contributions",
          "Kirchensteuer: church tax, only if you are a registered member",
          "Netto or Auszahlungsbetrag: the amount paid into your account",
        ],
      },
      {
        heading: "Negotiate with the net figure in mind",
        paragraphs: [
          "Compare job offers on their gross salary, because that is how German employers think, but plan your life on the net figure. Ask about extras that do not show up in the headline number: a thirteenth salary, a subsidised Deutschlandticket for public transport, relocation support, a company pension or a budget for German lessons.",
          "A clear conversation about money is normal in Germany and will not be held against you. Asking how the salary is structured shows that you are prepared and serious.",
        ],
      },
    ],
  },
  {
    id: "unwritten-rules-of-german-daily-life",
    title: "Punctuality, recycling and quiet Sundays: the unwritten rules of German daily life",
    excerpt:
      "Nobody hands you a rulebook when you arrive, yet everyone seems to know it. A friendly guide to the habits that make daily life in Germany run smoothly.",
    date: "2026-09-08",
    author: "Katrin Hoffmann",
    category: "culture",
    readTime: "3 min read",
    image: "/images/blog/unwritten-rules-of-german-daily-life.svg",
    body: [
      {
        heading: "On time means a little early",
        paragraphs: [
          "If a meeting starts at 9:00, most Germans arrive at 8:55. Being five minutes late without warning is seen as careless, and being fifteen minutes late can make a poor first impression. This applies to work, doctor's appointments, viewings of flats and even dinner invitations.",
          "Things go wrong, of course, and trains are not always punctual. What matters is that you let people know. A short message such as “I am running about ten minutes late, sorry” is all it takes, and it is much appreciated.",
        ],
      },
      {
        heading: "Quiet hours and quiet Sundays",
        paragraphs: [
          "Most apartment buildings have house rules (Hausordnung) with quiet hours, usually from 10 p.m. to 6 a.m. and often at lunchtime too. Sundays and public holidays are quiet days: no drilling, no loud music, and in some buildings not even the washing machine. Neighbours may knock on your door if you forget.",
          "Shops are closed on Sundays, so do your shopping on Saturday. Bakeries are often open on Sunday mornings, and shops in main train stations and petrol stations stay open, but prices there are higher.",
        ],
      },
      {
        heading: "Sorting your rubbish",
        paragraphs: [
          "Germans take recycling seriously, and the bins in your building's courtyard are colour-coded. The exact colours differ from city to city, so look at the labels or ask a neighbour.",
          "Plastic and glass bottles often carry a deposit (Pfand) of 8 to 25 cents. Take them back to the machines in any supermarket and you will get a voucher to use at the till.",
        ],
        bullets: [
          "Paper and cardboard: the paper bin, usually blue",
          "Packaging (plastic, tins, cartons): the yellow bin or yellow bag",
          "Food and garden waste: the organic bin (Biomüll), usually brown",
          "Glass without deposit: public bottle banks, sorted by white, green and brown",
          "Everything else: general waste (Restmüll), usually black or grey",
        ],
      },
      {
        heading: "Paper still rules",
        paragraphs: [
          "Germany is becoming more digital, but important things still arrive by post: your tax ID, letters from the immigration office, insurance documents and bills. Open your post regularly, note any deadlines (Fristen) and reply on time, because missing one can have real consequences.",
          "Buy a couple of folders (Ordner) and keep your contract, payslips, registration certificate and insurance papers in order. You will be asked for them more often than you expect, and having them ready makes every appointment easier.",
        ],
      },
      {
        heading: "Directness is not rudeness",
        paragraphs: [
          "Many Ugandans are used to softening a message and reading between the lines. Germans often say exactly what they mean: “This report has three mistakes” is information, not an attack. Equally, a “no” usually means no, and a “yes” means it will happen.",
          "You are welcome to be just as clear. Ask questions when something is unclear and say so if a deadline is unrealistic; colleagues will respect you more for it. Nobody expects you to know all of this on day one, so if you are unsure about a rule, just ask.",
        ],
      },
    ],
  },
  {
    id: "du-or-sie-workplace-german",
    title: "Du or Sie? Workplace German that saves you from awkward moments",
    excerpt:
      "German has two words for “you”, and choosing the wrong one at work can feel awkward. Learn when to use which, how to write a proper e-mail and the phrases you will hear every day.",
    date: "2026-08-18",
    author: "Daniel Okello",
    category: "language",
    readTime: "3 min read",
    image: "/images/blog/du-or-sie-workplace-german.svg",
    body: [
      {
        heading: "The basic rule",
        paragraphs: [
          "Sie is the polite form. Use it with people you do not know, with managers, customers, landlords and anyone at a government office. Du is the informal form for friends, family, children and, increasingly, colleagues.",
          "Many start-ups and international companies use du from the first day, while banks, hospitals and traditional firms often stay with Sie for years. If you are unsure, start with Sie. Switching from Sie to du is a small moment in German culture: usually the older or more senior person offers it (das Du anbieten), and it is polite to accept.",
        ],
      },
      {
        heading: "Getting names right",
        paragraphs: [
          "With Sie you use Herr or Frau plus the surname: Herr Schmidt, Frau Yilmaz. If someone has a doctorate, formal letters often include it: Sehr geehrte Frau Dr. Wagner. With du, you use the first name.",
          "Some companies mix the two. The so-called Hamburger Sie combines the first name with Sie, which you will meet in many international teams. Listen to how colleagues address each other in your first week and follow their lead.",
        ],
      },
      {
        heading: "Phrases you will use every day",
        paragraphs: [
          "Small, polite phrases go a long way, and Germans notice when a newcomer makes the effort. Do not worry about a perfect accent; clarity and friendliness matter far more.",
          "Learn these before your first day and you will feel more confident in the corridor and in meetings:",
        ],
        bullets: [
          "Guten Morgen! / Mahlzeit! (a greeting around lunchtime in many offices)",
          "Könnten Sie das bitte wiederholen? (Could you repeat that, please?)",
          "Ich bin mir nicht sicher, ob ich das richtig verstanden habe. (I'm not sure I understood that correctly.)",
          "Ich melde mich bis Freitag. (I'll get back to you by Friday.)",
          "Entschuldigung, ich verspäte mich um zehn Minuten. (Sorry, I'll be ten minutes late.)",
          "Schönen Feierabend! / Schönes Wochenende! (Have a nice evening / weekend!)",
        ],
      },
      {
        heading: "Writing e-mails",
        paragraphs: [
          "A formal e-mail starts with “Sehr geehrte Frau Schneider,” or “Sehr geehrter Herr Weber,” and ends with “Mit freundlichen Grüßen” followed by your full name. Note that the first word after the greeting's comma starts with a lowercase letter, unless it is a noun.",
          "Once you know people a little, “Hallo Herr Weber,” or “Liebe Anna,” is fine, closing with “Viele Grüße” or “Beste Grüße”. Keep e-mails short and to the point; Germans appreciate a clear subject line and a clear request.",
        ],
      },
      {
        heading: "Practise before you arrive",
        paragraphs: [
          "Role-play a first day with a friend or tutor: introducing yourself, asking where the kitchen is, joining a meeting. Record yourself and listen back. It feels strange, but it works.",
          "Once you start work, tell colleagues that you are learning and that you would welcome corrections. Most Germans are delighted to help, and your German will improve faster in three months at work than in a year of studying alone.",
        ],
      },
    ],
  },
  {
    id: "recognition-of-ugandan-qualifications",
    title: "Getting your Ugandan qualifications recognised in Germany",
    excerpt:
      "Recognition (Anerkennung) is often the step that decides whether your visa application succeeds. Here is how it works for degrees, vocational training and regulated professions such as nursing.",
    date: "2026-07-28",
    author: "Katrin Hoffmann",
    category: "visa",
    readTime: "4 min read",
    image: "/images/blog/recognition-of-ugandan-qualifications.svg",
    body: [
      {
        heading: "Why recognition matters",
        paragraphs: [
          "Germany's immigration rules for skilled workers are built on one question: is your qualification comparable to a German one? For the EU Blue Card and most skilled worker visas, the answer has to be yes before the embassy can issue your visa.",
          "It also matters which kind of job you want. In regulated professions such as nursing, medicine, teaching, pharmacy and some engineering titles, you may not work in the profession at all without formal recognition. In non-regulated professions, such as most IT, business and many technical roles, you do not need a recognition certificate to work, but for the visa your university degree must still be recognised or comparable.",
        ],
      },
      {
        heading: "University degrees",
        paragraphs: [
          "Start with the anabin database run by the Central Office for Foreign Education (ZAB). Look up your university: if it has the status H+ and your type of degree is listed as equivalent, that is usually enough for the embassy. Many Ugandan public and private universities are listed, but check yours rather than assuming.",
          "If your university or degree is not clearly listed, apply to the ZAB for a Statement of Comparability (Zeugnisbewertung). The application is made online, the fee is about €200 and it can take several weeks to a few months, so start early. The statement is widely accepted by employers and embassies.",
        ],
      },
      {
        heading: "Vocational training and regulated professions",
        paragraphs: [
          "For vocational qualifications the responsible body depends on the trade: IHK FOSA for many commercial and industrial occupations, the chambers of crafts (Handwerkskammern) for trades such as electricians or mechanics. The official portal anerkennung-in-deutschland.de has a Recognition Finder that tells you exactly which office handles your occupation and in which city.",
          "Nurses are a common case. The state health authority compares your training with the German nursing qualification. If it finds gaps, you can close them with an adaptation course (Anpassungslehrgang) or a knowledge test (Kenntnisprüfung) in Germany. Expect to need German at B1 or B2 level for nursing recognition.",
        ],
      },
      {
        heading: "Documents and translations",
        paragraphs: [
          "Prepare your papers carefully, because incomplete files are the main reason for delays. Authorities usually want certified copies and German translations by a sworn translator. Ask the office in advance which documents must be translated; English documents are sometimes accepted.",
          "Start collecting early: getting a transcript or a curriculum from your university or training school in Uganda can take weeks. A typical file includes:",
        ],
        bullets: [
          "Degree or diploma certificate and academic transcripts",
          "Your UCE and UACE certificates, if requested",
          "Detailed syllabus or training curriculum (essential for nurses and technicians)",
          "Letters from employers confirming your roles and years of experience",
          "Passport copy and, if your name has changed, proof such as a marriage certificate",
        ],
      },
      {
        heading: "If you only get partial recognition",
        paragraphs: [
          "A partial result is not the end of the road. With a recognition partnership (Anerkennungspartnerschaft), you can move to Germany with an employer who commits to supporting you, start working and complete the recognition procedure while you are already there. There is also a residence permit specifically for recognition measures, such as adaptation courses, which is usually granted for up to two years at first.",
          "You do not have to work this out alone. The federal hotline “Working and Living in Germany” (+49 30 1815 1111) and the IQ Network offer free advice in English. And if an agent in Kampala promises you recognition for a fee, be careful: the official procedures are run by German authorities only.",
        ],
      },
    ],
  },
  {
    id: "german-job-interview-what-to-expect",
    title: "Acing a German job interview: what to expect and how to prepare",
    excerpt:
      "From the first video call to the final offer, German interviews follow a clear pattern. Know the questions, prepare your answers on salary and start date, and get your tech ready in Kampala.",
    date: "2026-07-07",
    author: "Brian Mugisha",
    category: "career",
    readTime: "3 min read",
    image: "/images/blog/german-job-interview-what-to-expect.svg",
    body: [
      {
        heading: "How the process usually runs",
        paragraphs: [
          "After you apply, a typical process has two or three rounds: a short call with HR, an interview with the hiring manager and the team, and sometimes a practical task, a case study or a trial day. Employers hiring from abroad usually hold every round by video, and the whole process often takes four to eight weeks.",
          "German interviewers tend to be structured and well prepared. They will have read your CV closely and may ask about any gap or change of job. That is not suspicion; it is thoroughness. Clear, honest answers work best.",
        ],
      },
      {
        heading: "Prepare your answers",
        paragraphs: [
          "Know your CV by heart and prepare two or three concrete examples of problems you solved, using the situation, task, action and result structure. Research the company: its products, customers and recent news. Germans notice when you have done your homework.",
          "Some questions come up in almost every interview with international candidates. Prepare for them out loud, not just in your head.",
        ],
        bullets: [
          "Tell us about yourself (keep it to two minutes and focus on your work)",
          "Why Germany, and why our company?",
          "What is your level of German, and how are you improving it?",
          "What are your salary expectations? (give an annual gross range based on research)",
          `When could you start? (allow ${timingWords("visaProcessing")} for the visa plus your notice period)`,
        ],
      },
      {
        heading: "On the day",
        paragraphs: [
          "For video interviews from Uganda, preparation is half the battle. Test the platform the day before, charge your laptop fully, keep a power bank and a backup data bundle in case of a power cut, and find a quiet room with a plain background. Join five minutes early.",
          "Dress as you would for an office interview: business casual at a minimum. Address your interviewers as Herr or Frau with their surname unless they invite you to use first names. Speak calmly, and if you do not understand a question, it is perfectly fine to ask them to repeat it.",
        ],
      },
      {
        heading: "Questions you should ask",
        paragraphs: [
          "At the end you will be asked whether you have questions. Always have some. Good questions show genuine interest and help you judge whether the job is right for you.",
          "Avoid making holidays your very first question, but do not be shy about practical matters such as visa support: employers who hire internationally expect them. These questions work well:",
        ],
        bullets: [
          "What would my first three months look like?",
          "Do you support the visa process, relocation or German lessons?",
          "How long is the probation period (Probezeit)? Six months is common.",
          "What are the usual working hours, and is working from home possible?",
          "How is the team organised, and who would I work with most?",
        ],
      },
      {
        heading: "After the interview",
        paragraphs: [
          "Send a short thank-you e-mail within a day, mentioning something specific from the conversation. If they gave you a timeline, wait until it has passed before following up politely.",
          "Rejections in Germany are often brief and standardised. It is fine to ask for feedback, and some recruiters will give it. Finally, remember that genuine employers never charge you for an interview, a job offer or a visa appointment. If someone asks for money, walk away.",
        ],
      },
    ],
  },
  {
    id: "first-30-days-in-germany",
    title: "Your first 30 days in Germany: Anmeldung, bank account, SIM card and more",
    excerpt:
      "The first month sets you up for everything else. A practical checklist for registering your address, opening a bank account, getting health insurance and booking your residence permit appointment.",
    date: "2026-06-16",
    author: "Grace Namutebi",
    category: "lifestyle",
    readTime: "4 min read",
    image: "/images/blog/first-30-days-in-germany.svg",
    body: [
      {
        heading: "Week one: register your address",
        paragraphs: [
          "Everyone who moves into a home in Germany must register the address at the local citizens' office (Bürgeramt) within 14 days. This registration, the Anmeldung, unlocks almost everything else: your tax ID, your bank account and your residence permit.",
          "Book an appointment as soon as you know your address; in big cities slots can be booked out for weeks, so check the online booking system early in the morning when new slots appear. Bring your passport and the landlord's confirmation (Wohnungsgeberbestätigung). If you start in temporary accommodation, make sure before you arrive that the host allows you to register there.",
        ],
        callout: {
          title: "Keep it safe",
          text: "After the Anmeldung you receive a registration certificate (Meldebescheinigung). Banks, employers and the immigration office will ask for it, so keep the original in your folder and a scan on your phone.",
        },
      },
      {
        heading: "Money and phone",
        paragraphs: [
          "You need a German current account (Girokonto) for your salary and rent. Online banks can open one in a few days with a video identity check, while local banks such as the Sparkasse offer personal advice in a branch. Everyone living legally in Germany has the right to a basic account (Basiskonto), even without a credit history.",
          "Bring enough money for the first weeks, some in cash and some on an international card, as your first salary may only arrive at the end of the month. For your phone, start with a prepaid SIM card; you will need to verify your identity with your passport. Once you have a bank account, you can switch to a cheaper monthly contract.",
        ],
      },
      {
        heading: "Health insurance and social security",
        paragraphs: [
          "Health insurance is compulsory. As an employee you will usually join a statutory fund (Krankenkasse), and your employer needs proof of membership before your first payday. Compare a few funds; the basic cover is the same, but the additional contribution and the service in English differ.",
          "Your insurer arranges your social security number, which your employer also needs. Your tax ID (Steuer-ID) arrives by post, usually two to four weeks after you register your address. Pass it to your employer straight away; until it is on file, your employer has to deduct tax at the most expensive rate (tax class VI).",
        ],
      },
      {
        heading: "Book your residence permit appointment",
        paragraphs: [
          "The visa in your passport is only valid for a limited period. Before it runs out, you must apply for your residence permit, such as the EU Blue Card, at the local immigration office (Ausländerbehörde). In some cities the waiting time for an appointment is long, so request one in your first week.",
          "You will usually need your passport, a biometric photo, your registration certificate, your employment contract, proof of health insurance and the application form. The residence permit is issued as a card, the eAT, and takes a few weeks to produce.",
        ],
      },
      {
        heading: "Settling in",
        paragraphs: [
          "By the end of the first month the big tasks should be done. The smaller ones are easy to forget, but they make life noticeably easier and can save you money.",
          "Work through this list before your first payday:",
        ],
        bullets: [
          "Buy a Deutschlandticket for local and regional transport (€63 a month in 2026); many employers subsidise it",
          "Expect a letter about the broadcasting fee (Rundfunkbeitrag), €18.36 a month per household",
          "Take out personal liability insurance (Haftpflichtversicherung); it costs little and covers damage you accidentally cause to others",
          "Find a family doctor (Hausarzt) near home before you need one",
          "Look up the Ugandan community, churches and clubs in your city",
        ],
      },
    ],
  },
  {
    id: "skilled-worker-visa-document-checklist",
    title: "Applying for a German work visa from Uganda: the document checklist",
    excerpt:
      "Nothing is more frustrating than being sent away from the embassy for one missing paper. Use this checklist to prepare a complete work visa application the first time.",
    date: "2026-05-26",
    author: "Daniel Okello",
    category: "visa",
    readTime: "4 min read",
    image: "/images/blog/skilled-worker-visa-document-checklist.svg",
    body: [
      {
        heading: "Which visa are you applying for?",
        paragraphs: [
          "Most people who find a job through PearlBridge Jobs apply for one of three national (D) visas: the EU Blue Card for university graduates whose salary meets the threshold, the skilled worker visa for people with a recognised degree, or the skilled worker visa for people with recognised vocational training.",
          "The documents overlap a lot, but the details differ. Read the visa information sheet for your category on the website of the German Embassy in Kampala before you start collecting papers, and check that you have the current version: requirements are updated from time to time.",
        ],
      },
      {
        heading: "Your core documents",
        paragraphs: [
          "Prepare the originals plus two copies of everything, sorted in the order the embassy lists them. Unsorted piles slow down your appointment, and a missing copy can mean a second trip.",
          "The list below covers the core of almost every work visa application. Your category's information sheet may add a few items:",
        ],
        bullets: [
          "Valid passport, issued within the last ten years, with at least two blank pages",
          "Completed and signed national visa application form",
          "Recent biometric passport photos (35 × 45 mm)",
          "Employment contract or binding job offer stating salary and duties",
          "Degree or vocational certificates with the recognition result or ZAB statement",
          "A current CV and, where needed, proof of German language skills",
          "Proof of health insurance from your arrival until your job starts",
        ],
      },
      {
        heading: "What your employer provides",
        paragraphs: [
          "Your employer fills in the Declaration of Employment Relationship (Erklärung zum Beschäftigungsverhältnis), a standard form describing the job, salary and working hours. In many cases the Federal Employment Agency must approve the employment; the embassy usually requests this approval internally, so you do not have to contact the agency yourself.",
          "Employers can also start the accelerated skilled worker procedure at their local immigration office for a fee of €411. It is worth asking about: once the pre-approval is granted, visa appointments and decisions are usually much faster.",
        ],
      },
      {
        heading: "Appointment, fees and waiting time",
        paragraphs: [
          "Book your appointment only through the official channels named on the embassy website; booking is free. The fee for a national visa is €75; depending on the visa type and any service charges, budget roughly €75 to €110 in total, and check the website for how to pay.",
          `Processing usually takes ${timingWords("visaProcessing")}, longer if documents need to be verified or approvals are pending. Do not buy a non-refundable flight or give notice at your current job until the visa is in your passport.`,
        ],
      },
      {
        heading: "Common mistakes to avoid",
        paragraphs: [
          "Most rejected or delayed applications fail for small, avoidable reasons, not because the applicant was unsuitable for the job.",
          "Lay out every document the evening before your appointment and tick it off against the embassy's list. Look out in particular for these problems:",
        ],
        bullets: [
          "Names spelled differently or in a different order across passport, certificates and contract",
          "A passport that expires soon after your planned arrival",
          "Missing signatures on forms or on the employment contract",
          "Certificates without the required translations",
          "A gap in health insurance between arrival and your first working day",
        ],
        callout: {
          title: "Beware of visa “agents”",
          text: "Nobody can buy you a German visa or a faster appointment. Be suspicious of anyone who asks for money to “guarantee” a visa or a job. PearlBridge Jobs never charges job seekers any fees.",
        },
      },
    ],
  },
  {
    id: "what-germans-mean-by-feierabend",
    title: "What Germans mean by Feierabend",
    excerpt:
      "Feierabend is the moment work ends and your own time begins, and Germans guard it closely. Understanding it will help you fit in at work and build a healthy life outside it.",
    date: "2026-05-05",
    author: "Brian Mugisha",
    category: "culture",
    readTime: "3 min read",
    image: "/images/blog/what-germans-mean-by-feierabend.svg",
    body: [
      {
        heading: "A word with no direct translation",
        paragraphs: [
          "Literally, Feierabend means “celebration evening”. In practice it is the moment your working day is over, and everything after it belongs to you. On a Friday afternoon you will hear “Schönen Feierabend!” and “Schönes Wochenende!” all over the office.",
          "When I started working in Germany, I was surprised to see my team leader shut his laptop at five o'clock sharp and leave. Nobody thought this was lazy. In Germany, doing good work within your hours is the sign of a professional, and staying late every day can even suggest poor planning.",
        ],
      },
      {
        heading: "The law backs it up",
        paragraphs: [
          "Feierabend is not just a habit; it is protected by law. The Working Hours Act (Arbeitszeitgesetz) sets clear limits, and most employers record their staff's working time.",
          "Overtime does happen, but it is usually recorded and either paid or given back as time off, depending on your contract. The key rules are:",
        ],
        bullets: [
          "A normal working day is up to 8 hours, extendable to 10 if it averages out over time",
          "At least 11 hours of rest between the end of one working day and the start of the next",
          "Sundays and public holidays are generally free, with exceptions in sectors such as care and hospitality",
          "At least 20 days of paid holiday a year on a five-day week; 25 to 30 days is common",
        ],
      },
      {
        heading: "What it means in the office",
        paragraphs: [
          "Working hours in Germany are usually focused. Colleagues may chat less during the day and take a fixed lunch break, because the goal is to finish and go home. Meetings start on time and end on time.",
          "In many companies nobody expects you to answer e-mails in the evening or at the weekend. If your manager does send one late, it usually means they had time then, not that they need an answer before morning. If you are unsure, ask your team how they handle it.",
        ],
      },
      {
        heading: "Feierabend for Ugandans",
        paragraphs: [
          "Back home, work, family and community often blend together. Colleagues become friends quickly, and you are always reachable. In Germany, colleagues are friendly but may keep their private lives private for a long time. Do not take it personally: friendships here often take longer to form, but they run deep once they do.",
          "Occasionally your team may go for a drink after work (a Feierabendbier). Join if you can; it is a great way to get to know people. If you do not drink alcohol, order an Apfelschorle; nobody will mind.",
        ],
      },
      {
        heading: "Use your free time well",
        paragraphs: [
          "Your evenings and weekends are the time to build a life in Germany. Join a sports club (Verein), a choir or a church, take an evening German course, explore your city, and call home. Many Ugandans in Germany say that having real free time was one of the biggest and best changes in their lives.",
          "Rest is part of the deal too. Germans take their holidays and expect you to take yours. Plan your leave early and enjoy it without guilt; you will come back to work with more energy.",
        ],
      },
    ],
  },
  {
    id: "learning-german-from-kampala-12-month-plan",
    title: "Learning German from Kampala: a 12-month plan",
    excerpt:
      "Reaching B1 in a year while working full-time is realistic with a clear plan. Here is a month-by-month route from your first Guten Tag to the B1 exam, using courses and free resources.",
    date: "2026-04-14",
    author: "Grace Namutebi",
    category: "language",
    readTime: "3 min read",
    image: "/images/blog/learning-german-from-kampala-12-month-plan.svg",
    body: [
      {
        heading: "Why B1 in a year is realistic",
        paragraphs: [
          "Language schools estimate about 80 to 100 hours of study for A1, 180 to 200 for A2 and 350 to 400 in total to reach B1. Spread over a year, that means roughly seven or eight hours a week: a weekly class plus half an hour a day on your own.",
          "B1 is a powerful level. It lets you handle everyday life, follow simple meetings and, in many professions, it is the level employers and recognition authorities ask for. Even if your job is in English, B1 German will change how at home you feel in Germany.",
        ],
      },
      {
        heading: "Months 1 to 3: A1, the foundations",
        paragraphs: [
          "Join a structured course. The Goethe-Zentrum in Kampala offers classes and official exams, and many recognised schools teach online in the evening. A teacher is especially valuable at the start, when pronunciation and basic grammar habits are formed.",
          "Alongside the course, use Deutsche Welle's free course “Nicos Weg” at learngerman.dw.com. Aim to learn around 500 everyday words by the end of month three and to introduce yourself, your family and your job confidently.",
        ],
      },
      {
        heading: "Months 4 to 6: A2, build the habit",
        paragraphs: [
          "This is where many learners give up, so make German part of your daily routine. Listen to German while stuck in Kampala traffic, review flashcards at breakfast and find a conversation partner through a language exchange app.",
          "Start listening to Deutsche Welle's “Langsam gesprochene Nachrichten”, the news read slowly, and write a few sentences every day about what you did. Mistakes are fine; the habit is what counts.",
        ],
        bullets: [
          "Change your phone's language to German",
          "Label things in your home: der Tisch, die Tür, das Fenster",
          "Review vocabulary for ten minutes every morning",
          "Speak with a tandem partner at least once a week",
        ],
      },
      {
        heading: "Months 7 to 12: B1 and your profession",
        paragraphs: [
          "Now add the German of your field. Nurses should learn the names of body parts, symptoms and handover phrases; IT specialists the vocabulary of meetings and tickets; drivers and warehouse workers the language of safety and instructions. Write practice e-mails and simulate job interviews in German.",
          "From month ten, practise with mock exams for the Goethe-Zertifikat B1 or telc B1. Book the real exam early, because dates in Kampala can fill up weeks ahead. Both certificates are widely recognised by German employers and authorities.",
        ],
      },
      {
        heading: "Keep going when life gets busy",
        paragraphs: [
          "Some weeks you will barely study, and that is normal. The rule is simple: never miss two weeks in a row. Fifteen minutes on a bad day keeps the habit alive.",
          "Finally, do not wait until your German is perfect to apply for jobs. Employers value visible progress, and “I am at A2 and taking my B1 exam in June” is a strong line on any CV.",
        ],
      },
    ],
  },
  {
    id: "german-style-cv-lebenslauf",
    title: "How to write a German-style CV (Lebenslauf)",
    excerpt:
      "German recruiters expect a clear, tabular CV with exact dates and no unexplained gaps. Here is how to structure yours, what to include, and how to present Ugandan qualifications so they are understood.",
    date: "2026-03-24",
    author: "Brian Mugisha",
    category: "career",
    readTime: "3 min read",
    image: "/images/blog/german-style-cv-lebenslauf.svg",
    body: [
      {
        heading: "What German recruiters expect",
        paragraphs: [
          "A German CV, the Lebenslauf, is short, factual and easy to scan. It is normally one or two pages, organised in a table with dates on the left and details on the right, in reverse chronological order: most recent first.",
          "It is usually part of a complete application (Bewerbungsunterlagen): a one-page cover letter (Anschreiben), the CV, and copies of certificates and references (Zeugnisse). Some online forms skip the cover letter, but when one is asked for, tailor it to the job.",
        ],
      },
      {
        heading: "The structure",
        paragraphs: [
          "Use clear headings in this order. Give every position a month and year, for example 03/2021 to 08/2024; recruiters notice when months are missing.",
          "Explain longer breaks briefly, such as “family care”, “job search” or “further training”. A short, honest line is always better than an unexplained gap. The sections are:",
        ],
        bullets: [
          "Personal details: name, address, phone number with +256, a professional e-mail address",
          "Work experience: job title, employer, city, dates and three to five achievements",
          "Education: degree, institution, dates and final grade",
          "Language skills with CEFR levels, e.g. English C1, German A2, Luganda native",
          "IT skills, certificates and driving licence",
          "Optional: interests, if they say something about you",
        ],
      },
      {
        heading: "Presenting Ugandan qualifications and employers",
        paragraphs: [
          "A recruiter in Stuttgart may not know what UACE means or how big your previous employer is. Write qualifications in full (“Uganda Advanced Certificate of Education”), explain your degree classification (“Second Class Upper”), and add one short line about each employer, such as “mobile network operator, 1,000+ employees”.",
          "Quantify what you achieved: “reduced stock discrepancies by 30%”, “cared for 12 patients per shift”, “served 150 customers a day”. Numbers travel across borders better than adjectives. If you have a recognition result or ZAB statement for your degree, mention it under Education.",
        ],
      },
      {
        heading: "Photo and personal details",
        paragraphs: [
          "Traditionally German CVs included a photo, date of birth and marital status. Today, under the General Equal Treatment Act (AGG), none of these is required, and many international employers prefer CVs without them. If you do add a photo, use a professional portrait, not a cropped party picture.",
          "Never include your religion, ID or passport number, or salary history unless asked. A signature and date at the end are optional today.",
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "Before you send it, ask someone you trust to read it with fresh eyes; after ten drafts, nobody sees their own typos.",
          "Then check for the mistakes we see most often at PearlBridge Jobs:",
        ],
        bullets: [
          "Dates with years only, or gaps that are not explained",
          "Three or more pages for a few years of experience",
          "Overstating your German level; you will be tested in the interview",
          "Sending a Word document instead of a PDF named like “Lebenslauf_Jane_Akello.pdf”",
          "Typos, especially in the company's name",
        ],
        callout: {
          title: "Europass or your own layout?",
          text: "The EU's Europass CV is accepted, but it is long and looks the same as everyone else's. A clean, self-made two-page layout tailored to the job usually makes a stronger impression.",
        },
      },
    ],
  },
  {
    id: "blue-card-salary-thresholds-2026",
    title: "Blue Card salary thresholds for 2026 explained",
    excerpt:
      "The EU Blue Card is the fastest route to Germany for graduates, but only if your salary clears the threshold. We explain the two thresholds, what counts as salary and what to do if an offer falls short.",
    date: "2026-03-10",
    author: "Jonas Becker",
    category: "visa",
    readTime: "3 min read",
    image: "/images/blog/blue-card-salary-thresholds-2026.svg",
    facts: ["blueCardGeneral", "blueCardShortage", "settlementMonthsB1"],
    body: [
      {
        heading: "What the EU Blue Card offers",
        paragraphs: [
          `The EU Blue Card is a residence permit for people with a university degree, or in IT with substantial professional experience, who have a job offer in Germany that pays at least a set minimum salary. It is popular for good reasons: your spouse can join you without having to prove German skills first, you can move to another EU country more easily, and you can qualify for permanent residence in as little as ${fact("settlementMonthsB1")} if you reach B1 German.`,
          "The salary threshold is the make-or-break criterion. Your degree and job offer can be perfect, but if the salary is below the minimum, the embassy will not issue a Blue Card.",
        ],
      },
      {
        heading: "The two thresholds",
        paragraphs: [
          "There are two minimum gross annual salaries, and which one applies depends on your occupation and on how recently you graduated.",
          "The thresholds are linked to the pension insurance contribution ceiling and are adjusted every January, so always confirm the current official figure on make-it-in-germany.com or with the embassy before you sign a contract. The figures used throughout PearlBridge Jobs are:",
        ],
        bullets: [
          `Standard threshold: ${fact("blueCardGeneral")} gross per year`,
          `Lower threshold: ${fact("blueCardShortage")} gross per year, for shortage occupations such as IT, engineering, mathematics, natural sciences, medicine and nursing, and for graduates who completed their degree within the last three years`,
        ],
      },
      {
        heading: "What counts as salary",
        paragraphs: [
          "Only the gross annual salary written in your employment contract counts. Guaranteed fixed payments, such as a contractual thirteenth salary, are usually included; bonuses that depend on performance, allowances and relocation payments usually are not.",
          "The salary must also be fair compared with German colleagues doing the same job. If you are offered a part-time position, the actual agreed salary is what counts, not the full-time equivalent.",
        ],
      },
      {
        heading: "If an offer falls short",
        paragraphs: [
          "Do not panic. First check whether your job is a shortage occupation, in which case the lower threshold may apply. Then consider negotiating: many employers who want to hire you will adjust an offer to meet the Blue Card threshold, especially if you explain why.",
          "If the salary still falls short, the regular skilled worker visa may be an option, as it has no fixed salary threshold for most applicants under 45. It is a slower route to permanent residence, but it still gets you to Germany with a recognised qualification and a real job.",
        ],
      },
      {
        heading: "Before you sign: a quick checklist",
        paragraphs: [
          "Go through these points with your offer in hand. If anything is unclear, ask the employer before you sign; good employers are used to these questions.",
          "Keep a copy of this checklist with your visa documents, because the embassy will look at exactly the same points:",
        ],
        bullets: [
          "Is the gross annual salary stated clearly in the contract?",
          "Does it meet the current threshold for your occupation?",
          "Is your degree recognised or listed as comparable (anabin or ZAB)?",
          "Does the job match your qualification?",
          "Has the employer completed the Declaration of Employment Relationship?",
        ],
      },
    ],
  },
];
