/**
 * Content of the /german-language page (docs/product.md#content-pages): why learn German, the six CEFR levels
 * with the time each takes, course providers, self-study resources, exams and
 * the tab labels. Plain typed data: no imports from the app.
 */
import type { CourseProvider, LanguageExam, LanguageLevel } from "./types.ts";
import { fact, type VisaFactId } from "./visa-facts.ts";

export const lastReviewed = "2026-11-01";

/** The figures from content/visa-facts.ts the page states (their year, check date and sources are shown). */
export const languageFacts: VisaFactId[] = ["settlementMonthsA1", "settlementMonthsB1"];

export const whyLearnGerman: { title: string; text: string }[] = [
  {
    title: "More job opportunities",
    text: "Most job adverts in Germany are written in German, and nearly all jobs in care, hospitality, logistics and the skilled trades require it. Even in English-speaking IT teams, German speakers are often preferred and promoted faster.",
  },
  {
    title: "Faster permanent residence",
    text: `With an EU Blue Card and B1 German you can apply for permanent residence after ${fact("settlementMonthsB1")} instead of ${fact("settlementMonthsA1")} with A1. German skills also count towards the Opportunity Card and are required for vocational training and for recognition in nursing and medicine.`,
  },
  {
    title: "Easier everyday life",
    text: "Letters from your landlord, insurer and tax office, conversations at the doctor's and your children's school are all in German. Speaking the language means you can handle your own affairs and avoid costly misunderstandings.",
  },
  {
    title: "Real connections",
    text: "Germans appreciate every effort to speak their language. Even basic German helps you make friends, join clubs and church communities, and feel at home rather than a visitor.",
  },
];

export const languageLevels: LanguageLevel[] = [
  {
    level: "A1",
    name: "Beginner",
    description:
      "You understand and use everyday expressions and very simple sentences. This is the level required for some family reunification visas and, with other points, the Opportunity Card.",
    timeRequired: "80-100 hours",
    examples: [
      "Introduce yourself and say where you come from",
      "Order food and ask for prices",
      "Fill in a simple form with your name and address",
    ],
  },
  {
    level: "A2",
    name: "Elementary",
    description:
      "You can communicate in simple, routine situations about familiar topics such as work, family, shopping and your surroundings.",
    timeRequired: "180-200 hours",
    examples: [
      "Make a doctor's appointment by phone",
      "Describe your job and daily routine",
      "Understand short notices and simple emails",
    ],
  },
  {
    level: "B1",
    name: "Intermediate",
    description:
      "You can handle most everyday situations and many work situations on your own. B1 is the target of the integration course and the level most employers and authorities ask for.",
    timeRequired: "350-400 hours",
    examples: [
      "Explain a problem to your landlord and agree on a solution",
      "Take part in a team meeting on familiar topics",
      "Write a short job application or complaint",
    ],
  },
  {
    level: "B2",
    name: "Upper Intermediate",
    description:
      "You can work in German with some fluency, follow complex discussions in your field and argue your point of view. Often required in nursing, teaching and customer-facing jobs.",
    timeRequired: "500-600 hours",
    examples: [
      "Hand over a patient or client case to a colleague",
      "Follow the news and discuss current topics",
      "Write a detailed report or formal email",
    ],
  },
  {
    level: "C1",
    name: "Advanced",
    description:
      "You use German flexibly and precisely at work, in study and in social life. C1 is typically needed for university study in German and for doctors' specialist language exams.",
    timeRequired: "700-800 hours",
    examples: [
      "Give a presentation and answer difficult questions",
      "Negotiate a contract or salary",
      "Understand long, complex texts and implicit meaning",
    ],
  },
  {
    level: "C2",
    name: "Proficient",
    description:
      "You understand virtually everything you hear or read and express yourself spontaneously, very fluently and precisely, close to an educated native speaker.",
    timeRequired: "1000-1200 hours",
    examples: [
      "Write professional texts for publication",
      "Understand dialects, humour and subtle nuances",
      "Lead complex negotiations with ease",
    ],
  },
];

export const courseProviders: CourseProvider[] = [
  {
    name: "Goethe-Zentrum Kampala",
    description:
      "Run by the Ugandan German Cultural Society in partnership with the Goethe-Institut, the centre in Kampala offers classroom German courses and official Goethe-Zertifikat exams, so you can prepare and take your exam without leaving Uganda.",
    website: "https://goethezentrumkampala.org",
    features: [
      "Intensive and extensive courses from A1 to B2",
      "Official Goethe-Zertifikat exams",
      "Library and cultural events for members (annual membership fee)",
      "Course fees paid in Uganda shillings",
    ],
  },
  {
    name: "Goethe-Institut",
    description:
      "Germany's cultural institute teaches German worldwide. Its online courses, with live teachers or for self-paced study, are a good option if you live outside Kampala or work full time.",
    website: "https://www.goethe.de/en/spr/kur.html",
    features: [
      "Online courses with tutors, A1 to C2",
      "Courses in Germany, including intensive courses",
      "Preparation courses for Goethe exams",
      "Internationally recognised certificates",
    ],
  },
  {
    name: "Volkshochschule (VHS)",
    description:
      "Adult education centres run by local councils in almost every German town. They offer some of the most affordable German courses in the country, from beginner to advanced.",
    website: "https://www.volkshochschule.de",
    features: [
      "Evening, weekend and intensive courses",
      "Affordable fees set by the local council",
      "Many centres are approved integration course providers",
      "Exam centres for telc and other certificates",
    ],
  },
  {
    name: "BAMF Integration Courses",
    description:
      "Integration courses funded by the Federal Office for Migration and Refugees (BAMF) combine 600 lesson units of German up to B1 with a 100-unit orientation course on life in Germany. Participants pay only a small contribution per lesson.",
    website: "https://www.bamf.de/EN/Startseite/startseite_node.html",
    features: [
      "Heavily subsidised by the federal government",
      "Ends with the DTZ exam (A2-B1) and the 'Leben in Deutschland' test",
      "Full-time, part-time and special formats",
      "Find courses with the BAMF-NAvI search tool",
    ],
  },
  {
    name: "BAMF Job-Related German Courses (Berufssprachkurse)",
    description:
      "Follow-up courses for people who already have B1 or want to reach B2 and C1 with vocabulary for work. Special modules exist for health professions, retail and technical jobs.",
    website: "https://bamf-navi.bamf.de",
    features: [
      "Levels B1 to C1 with a final certificate",
      "Special courses for nursing and medical professionals",
      "Can be attended part-time alongside work",
      "Often free or low-cost depending on your income",
    ],
  },
  {
    name: "DW Learn German",
    description:
      "Deutsche Welle, Germany's international broadcaster, offers complete free online courses such as the video series 'Nicos Weg' (A1-B1), plus news in slow German and placement tests.",
    website: "https://learngerman.dw.com/en/overview",
    features: [
      "Completely free, no subscription",
      "Structured courses from A1 to C1",
      "Videos, exercises and placement test",
      "Works on mobile phones with modest data use",
    ],
  },
];

export const selfStudyResources: { name: string; description: string; url: string; cost: string }[] = [
  {
    name: "DW Learn German - Nicos Weg",
    description:
      "A video-based course that follows a young man starting a new life in Germany, with exercises and grammar explanations from A1 to B1.",
    url: "https://learngerman.dw.com/en/overview",
    cost: "Free",
  },
  {
    name: "vhs-Lernportal",
    description:
      "The German adult education association's online portal with complete German courses from A1 to B1 and job-related modules, with optional online tutors.",
    url: "https://www.vhs-lernportal.de",
    cost: "Free",
  },
  {
    name: "Goethe-Institut practice materials",
    description:
      "Free exercises, games and model exams for every Goethe-Zertifikat level, ideal for exam preparation.",
    url: "https://www.goethe.de/en/spr/ueb.html",
    cost: "Free",
  },
  {
    name: "Easy German",
    description:
      "Street interviews and conversations with native speakers, subtitled in German and English, that train your listening for real everyday German.",
    url: "https://www.youtube.com/@EasyGerman",
    cost: "Free videos; optional paid membership",
  },
  {
    name: "Duolingo",
    description:
      "A mobile app for daily vocabulary and grammar practice in short lessons. Useful for building a habit, best combined with a course.",
    url: "https://www.duolingo.com",
    cost: "Free; optional premium subscription",
  },
  {
    name: "LEO Dictionary",
    description:
      "A reliable German-English dictionary with example sentences, audio pronunciation and a forum for difficult expressions.",
    url: "https://dict.leo.org",
    cost: "Free",
  },
];

export const languageExams: LanguageExam[] = [
  {
    name: "Goethe-Zertifikat",
    levels: "A1-C2",
    recognition:
      "The best-known German exam worldwide, accepted by the German Embassy, employers, recognition authorities and universities. Offered at the Goethe-Zentrum Kampala.",
    preparation:
      "Free model tests and practice materials on goethe.de; preparation courses at the Goethe-Zentrum Kampala. From B1 upwards, modules can be taken and retaken separately.",
  },
  {
    name: "telc Deutsch",
    levels: "A1-C2",
    recognition:
      "Widely used in Germany and accepted by employers and authorities. Special versions include telc Deutsch B1-B2 Pflege for nursing and telc Deutsch C1 Hochschule for universities.",
    preparation:
      "Model tests on telc.net; many Volkshochschulen and language schools are telc exam centres and run preparation courses.",
  },
  {
    name: "TestDaF",
    levels: "B2-C1 (TDN 3-5)",
    recognition:
      "The standard German test for university admission. A result of TDN 4 in all parts is accepted by most German universities.",
    preparation:
      "Free model tests and a digital practice test on testdaf.de; preparation courses at licensed test centres.",
  },
  {
    name: "ÖSD (Österreichisches Sprachdiplom Deutsch)",
    levels: "A1-C2",
    recognition:
      "The Austrian German exam, recognised in Germany by employers, universities and for visa purposes.",
    preparation:
      "Model tests and sample tasks on osd.at; preparation through licensed exam centres.",
  },
  {
    name: "DTZ (Deutsch-Test für Zuwanderer)",
    levels: "A2-B1",
    recognition:
      "The final language test of the integration course in Germany. Accepted for permanent residence and naturalisation at B1 level.",
    preparation:
      "Taken at the end of the integration course, which prepares you for it; model tests are available from BAMF and the course providers.",
  },
];

export interface LanguageTab {
  value: "courses" | "self-study" | "exams";
  label: string;
}

export const languageTabs: LanguageTab[] = [
  { value: "courses", label: "Language Courses" },
  { value: "self-study", label: "Self-Study Resources" },
  { value: "exams", label: "Language Exams" },
];
