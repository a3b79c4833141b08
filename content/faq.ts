import type { FaqGroup } from "./types.ts";
import { timingWords } from "./timings.ts";
import { FACTS_YEAR, fact, type VisaFactId } from "./visa-facts.ts";

/** Frequently asked questions, grouped by topic. */
export const faqGroups: FaqGroup[] = [
  {
    title: "Accounts",
    items: [
      {
        question: "Do I need an account to use PearlBridge Jobs?",
        answer:
          "No. Anyone can browse, search, filter, save and share jobs and read all our guides without an account. You only need an account to apply for a job, so that employers know who you are and you can follow your applications.",
      },
      {
        question: "How do I create an account?",
        answer:
          "Go to the sign-in page, open the Register tab and enter your full name, phone number (including the country code, for example +256), e-mail address and a password of at least 6 characters. We then send you a verification e-mail. Click the link in that e-mail to confirm your address before you sign in for the first time.",
      },
      {
        question: "I haven't received the verification e-mail. What should I do?",
        answer:
          "Wait a few minutes, then check your spam, junk or promotions folder. Make sure you typed your e-mail address correctly when you registered. If the e-mail still hasn't arrived, write to hello@pearlbridgejobs.com from the address you registered with and we will help you.",
      },
      {
        question: "What happens to the jobs I save?",
        answer:
          "When you click Save Job, the job is stored in your browser on that device, so it stays saved even if you are not signed in. When you are signed in, your saved jobs are also kept on your account, so you can find them again on another phone or computer. If you clear your browser data while signed out, the saved jobs in that browser are removed.",
      },
      {
        question: "How can I change my details or delete my account?",
        answer:
          "Sign in and open My Account. There you can change your name and phone number, download your data, and delete your account with your password. Deleting it removes your account, profile, CV files and saved jobs for good; employers you applied to keep their copy of the application without your name, contact details, cover note or CV. Your sign-in e-mail address cannot be changed in My Account: write to hello@pearlbridgejobs.com from that address if it needs to change.",
      },
    ],
  },
  {
    title: "Applying for Jobs",
    items: [
      {
        question: "How do I apply for a job?",
        answer:
          "Open the job you are interested in and click Apply Now. You need to be signed in; if you are not, you will be asked to sign in first. Once your application has been sent, the button changes to Application Submitted. Read the requirements carefully before applying and make sure your profile details are up to date.",
      },
      {
        question: "Can I apply for the same job more than once?",
        answer:
          "No. You can apply once for each job. If you try to apply again, you will see the message that you have already applied for this job. You are welcome to apply for as many different jobs as you like.",
      },
      {
        question: "Where can I see the jobs I have applied for?",
        answer:
          "Sign in and open the My applications page. It lists every job you have applied for, with the date of your application and its current status. New applications are shown as Submitted until the employer moves them on, for example to Reviewed, Shortlisted or Interview. Each application has its own page, where you can write to the employer (you get an e-mail when they answer) and book an interview time they propose.",
      },
      {
        question: "My application has been Submitted for a long time. Is something wrong?",
        answer:
          "Probably not. Employers who hire from abroad often collect applications for several weeks before they start interviewing, and the whole process from application to offer commonly takes one to two months. If an employer wants to take your application further, they will write to you on the application's page (we e-mail you when they do) or contact you using the e-mail address and phone number on your account. You can also write to them there with a question. In the meantime, keep applying for other suitable jobs.",
      },
      {
        question: "Can I apply if I don't speak German yet?",
        answer:
          "Yes, for many jobs. Each listing states its requirements. Many IT and engineering roles are in English, while care, hospitality and customer-facing jobs usually ask for German at B1 level or higher. If you are still learning, say so honestly in your application and mention your current level and when you plan to take your next exam.",
      },
    ],
  },
  {
    title: "Visas & Work Permits",
    items: [
      {
        question: "Do I need a visa to work in Germany?",
        answer:
          "Yes. Ugandan citizens need a national (D) visa for work, which you apply for at the German Embassy in Kampala before you travel. You cannot enter on a tourist (Schengen) visa and switch to a work permit later. After arrival you exchange the visa for a residence permit at the local immigration office (Ausländerbehörde).",
      },
      {
        question: "What is the EU Blue Card and who qualifies?",
        answer:
          `The EU Blue Card is a residence permit for people with a recognised university degree, or IT specialists with substantial experience, who have a job offer in Germany with a minimum salary. The thresholds for ${FACTS_YEAR} are ${fact("blueCardGeneral")} gross per year, or ${fact("blueCardShortage")} for shortage occupations (such as IT, engineering, medicine and nursing) and recent graduates. The thresholds are adjusted every year, so check the current figure on make-it-in-germany.com before signing a contract.`,
      },
      {
        question: "How long does the visa process take?",
        answer:
          `It depends on whether your qualification must be recognised first. Recognition alone usually takes ${timingWords("recognition")} once your file is complete. After your appointment at the embassy, visa processing usually takes ${timingWords("visaProcessing")}, including the Federal Employment Agency's approval where your job needs it. So count the steps together, not one of them. Do not book a non-refundable flight or resign from your current job until the visa is in your passport.`,
      },
      {
        question: "Which visa route could bring me to a particular job?",
        answer:
          "Each job page has a section Your routes to this job. It checks the EU Blue Card, the skilled-worker permits (§ 18a and § 18b), the recognition partnership (§ 16d) and the Opportunity Card against the job and your situation, and says for each one whether it fits, what is missing and where to read more. Add your qualification, its recognition and your German level under Your situation in your profile to see your own routes; without them the page shows a typical situation. The recognition and visa tracker in your account then takes you through the steps from your documents to the visa.",
      },
      {
        question: "Do my qualifications need to be recognised?",
        answer:
          "For most work visas your degree or vocational training must be recognised as comparable to a German qualification. For university degrees, check the anabin database or apply to the ZAB for a Statement of Comparability. For regulated professions such as nursing, medicine and teaching, you need formal recognition from the responsible German authority before you can work in the profession. The portal anerkennung-in-deutschland.de tells you where to apply.",
      },
      {
        question: "Can my family join me in Germany?",
        answer:
          "In most cases, yes. Your spouse and children under 18 can apply for family reunification visas, either together with you or later. Spouses of Blue Card holders do not need to prove any German skills first. The exact requirements depend on your residence permit, so check the family reunification information on the German Embassy Kampala website.",
      },
    ],
  },
  {
    title: "Costs & Fees",
    items: [
      {
        question: "Does PearlBridge Jobs charge job seekers any fees?",
        answer:
          "No, never. Creating an account, searching, saving jobs, applying and reading our guides are completely free for job seekers, and they will stay free. We will never ask you to pay for a job, an interview, a visa appointment or “processing”.",
      },
      {
        question: "Someone asked me to pay money for a job in Germany. Is it genuine?",
        answer:
          "Almost certainly not. Recruitment scams are common: fraudsters pose as employers or agents, sometimes even using our name, and ask for “registration”, “visa” or “processing” fees by mobile money or bank transfer. Genuine German employers do not charge candidates for a job offer, and nobody can buy you a visa. Do not send money or copies of your passport to such people. If the request comes in a message on PearlBridge Jobs, tap Report this message beside it; otherwise report them to hello@pearlbridgejobs.com.",
      },
      {
        question: "How much does a German work visa cost?",
        answer:
          "The visa fee is about €75 to €110, depending on the visa type and any service charges. Budget separately for certified translations, recognition of your qualifications (a ZAB Statement of Comparability costs about €200), language exams, travel health insurance until your job starts, and your flight.",
      },
      {
        question: "How much money should I have when I arrive?",
        answer:
          "Plan for at least your first month, as your first salary usually arrives at the end of the month. A rental deposit can be up to three months' rent without utilities, and you will also need the first rent, food, a public transport ticket and a phone. Many newcomers budget €2,000 to €3,000, and more in expensive cities such as Munich. Ask your employer whether they help with temporary housing or relocation costs.",
      },
      {
        question: "Will my employer pay for my relocation?",
        answer:
          "Some do. Employers hiring internationally often pay for the flight, the first weeks of temporary accommodation or German lessons, but there is no legal obligation. Ask during the interview process and make sure any support you are promised is written into your contract or offer letter.",
      },
    ],
  },
  {
    title: "Language",
    items: [
      {
        question: "Do I need to speak German to work in Germany?",
        answer:
          "It depends on the job. Many IT, research and engineering roles in international teams work in English. Jobs in care, hospitality, retail, logistics and customer service usually require German at B1 or B2 level, and regulated professions such as nursing need it for recognition too. Outside work, German makes daily life, friendships and dealing with authorities much easier.",
      },
      {
        question: "What do the levels A1 to C2 mean?",
        answer:
          "They are the six levels of the Common European Framework of Reference (CEFR). A1 and A2 are beginner levels for simple everyday situations. B1 and B2 are independent levels: at B1 you can handle most everyday situations and simple work conversations, and at B2 you can work comfortably in German. C1 and C2 are advanced levels for complex professional and academic language.",
      },
      {
        question: "How long does it take to learn German?",
        answer:
          "As a guide, count on 80-100 hours of study for A1, 180-200 for A2, 350-400 for B1, 500-600 for B2, 700-800 for C1 and 1,000-1,200 for C2, counted from the start. With about eight hours a week, reaching B1 in around a year is realistic.",
      },
      {
        question: "Which German certificates are recognised?",
        answer:
          "The most widely accepted certificates are the Goethe-Zertifikat, telc and ÖSD exams, which are recognised by employers, embassies and recognition authorities. TestDaF is mainly used for university admission. Make sure your certificate shows the level required for your visa or job, and book exams early because dates fill up quickly.",
      },
      {
        question: "Where can I learn German in Uganda?",
        answer:
          "The Goethe-Zentrum in Kampala offers courses and official Goethe exams. Many recognised language schools also teach live online classes in the evening. For self-study, Deutsche Welle's free courses at learngerman.dw.com are excellent. Our German Language page explains each level and lists courses, self-study resources and exams.",
      },
    ],
  },
];

/** The figures from content/visa-facts.ts the answers state (the page shows their year, check date and sources). */
export const faqFacts: VisaFactId[] = ["blueCardGeneral", "blueCardShortage"];
