/**
 * Content of the /visa-info page (docs/product.md#content-pages): five tabs, EU Blue Card first (the default tab),
 * and the mail request for visa assistance. Plain typed data: no imports from the app.
 *
 * The figures the product promises (docs/product.md#content-pages) appear in the tabs' facts. Thresholds and fees change yearly;
 * re-check them against make-it-in-germany.com and kampala.diplo.de when lastReviewed is updated.
 */
import type { ContentSection } from "./types.ts";
import { timing } from "./timings.ts";
import { fact, type VisaFactId } from "./visa-facts.ts";

export interface VisaFact {
  label: string;
  value: string;
}

export interface VisaTab {
  id: string;
  label: string;
  summary: string;
  sections: ContentSection[];
  facts?: VisaFact[];
}

export interface VisaPage {
  lastReviewed: string;
  /** The figures from content/visa-facts.ts the page states (their year, check date and sources are shown). */
  facts: VisaFactId[];
  intro: string;
  tabs: VisaTab[];
}

export const visaPage: VisaPage = {
  lastReviewed: "2026-11-01",
  facts: [
    "blueCardGeneral",
    "blueCardShortage",
    "settlementMonthsA1",
    "settlementMonthsB1",
    "shortTermMobilityDays",
    "longTermMobilityMonths",
    "blueCardAbsenceMonths",
    "minimumWage",
    "acceleratedProcedureFee",
    "olderWorkerSalary",
    "opportunityCardFundsPerMonth",
    "opportunityCardPointsNeeded",
    "opportunityCardMaxMonths",
    "opportunityCardWorkHours",
  ],
  intro:
    "Ugandan citizens need a national visa to work in Germany. This page explains the main routes for 2026 - the EU Blue Card, work permits for skilled workers and the job seeker route - together with the application process at the German Embassy in Kampala and the documents you should prepare. Rules and salary thresholds are updated regularly, so always confirm the details with the embassy and on make-it-in-germany.com before you apply.",
  tabs: [
    // ------------------------------------------------------------ EU Blue Card (default tab)
    {
      id: "blue-card",
      label: "EU Blue Card",
      summary:
        "The residence permit for university graduates with a well-paid job offer, and the fastest route to permanent residence in Germany.",
      facts: [
        { label: "Minimum gross salary", value: `${fact("blueCardGeneral")} per year` },
        { label: "Shortage occupations and new graduates", value: `${fact("blueCardShortage")} per year` },
        {
          label: "Permanent residence",
          value: `After ${fact("settlementMonthsB1")} with B1 German, or ${fact("settlementMonthsA1")} with A1`,
        },
        { label: "Moving to another EU state", value: `After ${fact("longTermMobilityMonths")}` },
        { label: "Initial validity", value: "Up to 4 years" },
        { label: "Visa fee", value: "About €75-€110" },
        { label: "Visa processing", value: timing("visaProcessing") },
      ],
      sections: [
        {
          heading: "Who the Blue Card is for",
          paragraphs: [
            "The EU Blue Card (Blaue Karte EU) is designed for highly qualified professionals from outside the EU. You need a university degree that is recognised in Germany or comparable to a German degree, and a job offer that matches your level of qualification.",
            "IT specialists are an exception: with at least three years of relevant professional experience within the last seven years, they can qualify without a degree.",
          ],
          bullets: [
            "A recognised or comparable university degree (check anabin or obtain a ZAB Statement of Comparability)",
            "A job offer or employment contract in Germany for at least six months",
            `A gross annual salary of at least ${fact("blueCardGeneral")}`,
            `At least ${fact("blueCardShortage")} per year in shortage occupations such as engineering, IT, medicine, nursing (with a degree), mathematics and natural sciences, and for new graduates whose degree is less than three years old`,
            "A licence to practise for regulated professions, for example medicine",
          ],
          callout: {
            title: "Salary thresholds are adjusted every year",
            text: "The minimum salaries are tied to the German pension insurance ceiling and change each January. Check the figure in force on your application date on make-it-in-germany.com, especially if your offer is close to the limit.",
          },
        },
        {
          heading: "Benefits",
          paragraphs: [
            "The Blue Card is the most generous work permit Germany offers. It is issued for up to four years at first, or for the length of your contract plus three months if that is shorter.",
          ],
          bullets: [
            `Settlement permit (Niederlassungserlaubnis, permanent residence) after ${fact("settlementMonthsB1")} with B1 German, or after ${fact("settlementMonthsA1")} with A1 German`,
            `Work in another EU country for up to ${fact("shortTermMobilityDays")} in any ${fact("shortTermMobilityPeriodDays")} on your German Blue Card, and move to another EU country for work after ${fact("longTermMobilityMonths")} with a simplified procedure`,
            "Your spouse and children can join you without a prior German test, and your spouse may work without restriction",
            `You can stay outside the EU for up to ${fact("blueCardAbsenceMonths")} without losing your residence rights in many cases`,
          ],
        },
        {
          heading: "Federal Employment Agency approval",
          paragraphs: [
            "If your salary reaches the standard threshold, no approval from the Federal Employment Agency (Bundesagentur für Arbeit) is needed, which makes the Blue Card one of the fastest routes.",
            `If you qualify under the lower threshold for shortage occupations or as a new graduate, the agency checks that your pay and working conditions are equal to those of comparable German employees. Allow about ${timing("workPermit")} for this, unless your employer uses the accelerated skilled worker procedure.`,
          ],
        },
      ],
    },

    // ------------------------------------------------------------ Work Permit
    {
      id: "work-permit",
      label: "Work Permit",
      summary:
        "In Germany the permission to work is part of your residence permit. Here is how it is granted, how long it takes and which jobs are open to Ugandan applicants.",
      facts: [
        { label: "Work-permit process", value: `About ${timing("workPermit")}` },
        { label: "Visa processing", value: timing("visaProcessing") },
        { label: "Visa fee", value: "About €75-€110" },
        { label: "Address registration", value: "Within 14 days of moving in" },
        { label: "Minimum wage", value: `${fact("minimumWage")} per hour` },
      ],
      sections: [
        {
          heading: "How work permission works in Germany",
          paragraphs: [
            "Germany does not issue a separate 'work permit' document. Permission to work is written into your visa and later into your residence permit (Aufenthaltstitel), for example 'Beschäftigung nur als Pflegefachkraft bei ... gestattet' (employment permitted only as a nurse at ...). Check this line carefully: it tells you whether you may change employer or take on a second job.",
            "For most work visas the Federal Employment Agency (Bundesagentur für Arbeit) must approve the specific job. It checks that the salary and working conditions are the same as for German workers. The embassy asks for this approval internally; you do not apply to the agency yourself.",
          ],
        },
        {
          heading: "Speeding up the process",
          paragraphs: [
            `The complete work-permit process usually takes about ${timing("workPermit")} from a complete application. Your employer can shorten it in two ways.`,
          ],
          bullets: [
            "Pre-approval (Vorabzustimmung): the employer asks the Federal Employment Agency to approve the job before you apply for the visa.",
            `Accelerated skilled worker procedure (beschleunigtes Fachkräfteverfahren): the employer authorises the immigration office in Germany to handle recognition and approval. The fee is ${fact("acceleratedProcedureFee")}. The embassy then offers an appointment within about three weeks and usually decides within about three weeks of a complete application.`,
          ],
          callout: {
            title: "The employer's declaration",
            text: "Almost every work visa needs the form 'Declaration of Employment Relationship' (Erklärung zum Beschäftigungsverhältnis), completed and signed by your employer. Ask for it as soon as you have an offer.",
          },
        },
        {
          heading: "Which jobs are open to applicants from Uganda?",
          paragraphs: [
            "Germany mainly admits workers from outside the EU into qualified jobs: roles that need a university degree or at least two years of vocational training. Jobs that need no qualification, such as general labour or cleaning, are rarely open to first-time applicants from Uganda unless a special rule applies.",
            "Routes that do work for many Ugandans include the Blue Card, the skilled worker visa, a vocational training place (Ausbildung) with a German company, a recognition partnership, and work based on professional experience.",
          ],
          bullets: [
            "Skilled worker with recognised degree or vocational qualification",
            "Experienced professional: at least two years of experience and a qualification recognised in Uganda, with a minimum salary or a collectively agreed wage",
            "Vocational training (Ausbildung): paid training, usually with B1 German",
            "Recognition partnership: work first, complete recognition in Germany",
            "Professional drivers and certain care assistant roles under specific conditions",
          ],
        },
        {
          heading: "Your rights at work",
          paragraphs: [
            `Once employed, you have the same rights as German colleagues: the statutory minimum wage (${fact("minimumWage")} per hour), paid holiday of at least 20 days on a five-day week, sick pay and protection against unfair dismissal. Never accept a job where you are asked to work before your permit allows it: working without permission can cost you your visa.`,
          ],
        },
      ],
    },

    // ------------------------------------------------------------ Skilled Workers
    {
      id: "skilled-workers",
      label: "Skilled Workers",
      summary:
        "The Skilled Immigration Act opens Germany to people with vocational or academic qualifications, and the job seeker route lets you search for work on the spot.",
      facts: [
        { label: "Opportunity Card", value: `Up to ${fact("opportunityCardMaxMonths")}` },
        { label: "Work-permit process", value: `About ${timing("workPermit")}` },
        { label: "Visa processing", value: timing("visaProcessing") },
        { label: "Visa fee", value: "About €75-€110" },
      ],
      sections: [
        {
          heading: "Who counts as a skilled worker",
          paragraphs: [
            "Under the Skilled Immigration Act (Fachkräfteeinwanderungsgesetz), a skilled worker (Fachkraft) is someone with a university degree or a vocational qualification of at least two years that is recognised in Germany. With a recognised qualification you may take up any qualified job, not only one in your own field.",
            "Vocational qualifications are assessed by the chambers (for example IHK FOSA), degrees by the ZAB or via the anabin database, and regulated professions such as nursing by the authority of the federal state where you will work.",
          ],
          bullets: [
            "Recognised vocational training: for example electricians, mechanics, cooks, nurses",
            "Recognised university degree: for example engineers, accountants, teachers, IT specialists",
            "A concrete job offer in a qualified role",
            `If you are 45 or older and coming for the first time: a minimum salary (${fact("olderWorkerSalary")} a year) or proof of adequate pension provision`,
          ],
        },
        {
          heading: "Job seeker visa and the Opportunity Card",
          paragraphs: [
            `If you do not yet have an offer, you can come to Germany to look for work. Since June 2024 the main route is the Opportunity Card (Chancenkarte). Skilled workers with a fully recognised qualification qualify directly; others need a qualification recognised in Uganda (at least two years of training or a degree), German at A1 or English at B2, and at least ${fact("opportunityCardPointsNeeded")} for factors such as language skills, experience, age and links to Germany.`,
            `The card is issued for up to ${fact("opportunityCardMaxMonths")}. You must prove that you can support yourself for the whole stay, at least ${fact("opportunityCardFundsPerMonth")} a month, usually with a blocked account (Sperrkonto). While searching you may work part-time up to ${fact("opportunityCardWorkHours")} a week and do trial work.`,
          ],
          callout: {
            title: "Be realistic",
            text: "Searching from Germany is easier, but it is expensive. Most people who succeed already speak German at B1 level and have started recognition before they arrive.",
          },
        },
        {
          heading: "Vocational training (Ausbildung)",
          paragraphs: [
            "A vocational training place is one of the most accessible routes for young Ugandans without a degree. Training takes two to three and a half years, combines work in a company with classes at a vocational school, and is paid from the first month. Nursing, care for the elderly, hospitality, logistics and the skilled trades are actively recruiting.",
            "You need a training contract, usually German at B1 level and proof that you can cover your living costs where the training pay is too low. After completing the training you can stay and work as a skilled worker.",
          ],
        },
        {
          heading: "Recognition partnership",
          paragraphs: [
            "If your qualification is only partly recognised, a recognition partnership (Anerkennungspartnerschaft) lets you start working in Germany while you close the gaps. You need a qualification recognised in Uganda, A2 German, and an employer who commits to supporting your recognition.",
          ],
        },
      ],
    },

    // ------------------------------------------------------------ Application Process
    {
      id: "application-process",
      label: "Application Process",
      summary:
        "From checking your eligibility in Kampala to collecting your residence permit in Germany: the steps in the order most applicants follow them.",
      facts: [
        { label: "Visa fee", value: "About €75-€110" },
        { label: "Visa processing", value: timing("visaProcessing") },
        { label: "Work-permit process", value: `About ${timing("workPermit")}` },
        { label: "Opportunity Card", value: `Up to ${fact("opportunityCardMaxMonths")}` },
        { label: "Address registration", value: "Within 14 days of moving in" },
      ],
      sections: [
        {
          heading: "Before you apply",
          paragraphs: [
            "Good preparation is the most reliable way to avoid a refusal or a second appointment. Start with recognition, because it often takes longest.",
          ],
          bullets: [
            "Check your options with the Quick-Check on make-it-in-germany.com",
            `Check your degree on anabin or apply for recognition (about ${timing("recognition")})`,
            "Reach the German level your job or visa requires and take a recognised exam",
            "Find a job and get a signed contract and the employer's declaration form",
            "Collect documents and have them translated by a sworn translator",
          ],
        },
        {
          heading: "Applying at the German Embassy in Kampala",
          paragraphs: [
            "Visa applications from Uganda go to the German Embassy in Kampala. Many national visa types can now be submitted online through the Federal Foreign Office's Consular Services Portal; the embassy's website explains which categories apply and how to book an appointment. Book as early as possible, as waiting times for appointments can be long.",
            "At the appointment you hand in your documents, give fingerprints and pay the visa fee of about €75-€110. Bring originals and the copies listed on the embassy's checklist; incomplete applications are a common cause of delay.",
          ],
          callout: {
            title: "Only use official channels",
            text: "Appointments with the German Embassy are free. Do not pay agents who claim to sell appointment slots or promise faster decisions.",
          },
        },
        {
          heading: "Waiting for the decision",
          paragraphs: [
            `Visa processing usually takes ${timing("visaProcessing")}. When the Federal Employment Agency must approve your job, the work-permit part takes about ${timing("workPermit")} within that period, unless your employer obtained pre-approval or used the accelerated procedure.`,
            "The embassy will contact you when your passport is ready for collection. Check the visa sticker immediately: your name, passport number, validity dates and the remarks about employment must be correct.",
          ],
        },
        {
          heading: "After you arrive in Germany",
          paragraphs: [
            "Your national visa lets you enter and start working as stated on the visa. Within 14 days of moving in you must register your address (Anmeldung) at the citizens' office (Bürgeramt). Then book an appointment at the immigration office (Ausländerbehörde) to apply for your residence permit before the visa expires.",
          ],
          bullets: [
            "Register your address within 14 days and keep the registration certificate (Meldebescheinigung)",
            "Join a statutory health insurer (Krankenkasse)",
            "Apply for your residence permit or Blue Card at the immigration office",
            "Collect your electronic residence permit card, usually a few weeks later",
          ],
        },
      ],
    },

    // ------------------------------------------------------------ Required Documents
    {
      id: "required-documents",
      label: "Required Documents",
      summary:
        "A checklist of the documents most work visa applications from Uganda need. The embassy's current checklist for your visa type always takes priority.",
      facts: [
        { label: "Visa fee", value: "About €75-€110" },
        { label: "Visa processing", value: timing("visaProcessing") },
        { label: "Address registration", value: "Within 14 days of moving in" },
      ],
      sections: [
        {
          heading: "Personal documents",
          paragraphs: [
            "Bring originals and the number of copies requested on the embassy checklist. Documents not in German or English usually need a certified translation.",
          ],
          bullets: [
            "Valid Ugandan passport (e-passport) issued within the last 10 years, valid for at least three months beyond your planned stay, with at least two blank pages",
            "Copies of the passport data page and of previous Schengen visas",
            "Completed and signed national visa application form, or the confirmation of your online application",
            "Two recent biometric passport photos (35 x 45 mm)",
            "Birth certificate and, if applicable, marriage certificate",
          ],
        },
        {
          heading: "Job and qualification documents",
          paragraphs: [
            "These prove that you qualify for the work permit you are applying for.",
          ],
          bullets: [
            "Signed employment contract or binding job offer stating salary, hours and duration",
            "Declaration of Employment Relationship (Erklärung zum Beschäftigungsverhältnis) completed by the employer",
            "Degree or vocational certificates with transcripts",
            "anabin printout, ZAB Statement of Comparability or recognition decision",
            "Licence to practise for regulated professions, if required",
            "Up-to-date CV in tabular form",
            "German language certificate, where required (for example B1 for vocational training)",
          ],
        },
        {
          heading: "Insurance and finances",
          paragraphs: [
            "You must be covered by health insurance from the day you enter Germany. Travel health insurance usually bridges the time until your statutory insurance through your employer begins.",
          ],
          bullets: [
            "Travel health insurance from the date of entry until your employment starts",
            "Proof of funds for job seekers and some trainees, usually a blocked account (Sperrkonto)",
            "Receipt for the visa fee (about €75-€110), if paid in advance",
          ],
        },
        {
          heading: "Tips for a smooth application",
          paragraphs: [
            "Most delays come from missing or inconsistent documents. Make sure your name is spelled the same way on every document, and explain any differences in a short signed note.",
            "For some Ugandan civil status documents, the embassy may arrange a document verification (Urkundenüberprüfung) instead of accepting them directly; this can add time and costs. Ask the embassy early what applies to your documents.",
          ],
          callout: {
            title: "Keep a digital copy",
            text: "Scan every document as a clear PDF before your appointment. You will need the same documents again for the immigration office, your employer and your landlord in Germany.",
          },
        },
      ],
    },
  ],
};

export const visaAssistance = {
  title: "Need help with your visa application?",
  text: "Our team can help you understand which visa fits your situation and which documents to prepare. Send us your question by email, including your profession, your highest qualification and whether you already have a job offer, and we will reply within a few working days. We give general guidance, not legal advice; the German Embassy in Kampala decides on every application.",
  subject: "Visa assistance request",
} as const;
