/**
 * Resource guides, resource cards, the category tabs of /resources and the home-page resource tiles
 * (docs/product.md#content-pages). Plain typed data: no imports from the app.
 *
 * Facts that change every year (salary thresholds, fees, prices) are phrased as approximate and
 * should be re-checked against the official sources linked in each guide when lastReviewed is updated.
 */
import type { ResourceCard, ResourceCategory, ResourceGuide } from "./types.ts";
import { timing, timingWords } from "./timings.ts";
import { fact } from "./visa-facts.ts";

const LAST_REVIEWED = "2026-11-01";

export const resourceGuides: ResourceGuide[] = [
  // ---------------------------------------------------------------- visa-guide
  {
    id: "visa-guide",
    title: "Complete Guide to German Work Visas",
    shortDescription:
      "Which German visa fits your situation, what it costs, how long it takes and how to apply from Uganda.",
    icon: "FileText",
    lastReviewed: LAST_REVIEWED,
    facts: ["blueCardGeneral", "blueCardShortage", "opportunityCardMaxMonths", "opportunityCardFundsPerMonth", "acceleratedProcedureFee"],
    sections: [
      {
        heading: "Do Ugandans need a visa to work in Germany?",
        paragraphs: [
          "Yes. Ugandan citizens need a national visa (nationales Visum, also called a D visa) before they travel if they want to work, train or look for a job in Germany. A Schengen tourist visa (C visa) cannot be converted into a work permit after arrival, so do not travel on a visitor visa hoping to change status later.",
          "The national visa is an entry visa. It is usually issued for a few months up to one year. Once you are in Germany you register your address and then apply at the local immigration office (Ausländerbehörde) for the residence permit (Aufenthaltstitel) that matches your purpose, for example an EU Blue Card or a residence permit for skilled workers.",
        ],
        callout: {
          title: "Apply from Uganda",
          text: "Visa applications from Uganda are handled by the German Embassy in Kampala. Check kampala.diplo.de and the Federal Foreign Office's Consular Services Portal for the current way to book an appointment or submit your application online.",
        },
      },
      {
        heading: "The main visa routes for workers",
        paragraphs: [
          "Germany's Skilled Immigration Act (Fachkräfteeinwanderungsgesetz) opened several routes. Which one fits depends on your qualification, whether you already have a job offer and how much the job pays.",
        ],
        bullets: [
          `EU Blue Card (Blaue Karte EU): for university graduates with a job offer paying at least ${fact("blueCardGeneral")} gross per year, or ${fact("blueCardShortage")} in shortage occupations and for new graduates.`,
          "Skilled worker visa (Fachkraft): for people with a recognised university degree or recognised vocational training and a job offer in a qualified role.",
          `Opportunity Card (Chancenkarte): lets you come to Germany to look for work for up to ${fact("opportunityCardMaxMonths")}; you must prove you can support yourself with ${fact("opportunityCardFundsPerMonth")} a month.`,
          "Vocational training visa (Ausbildung): for a two- to three-year paid training programme with a German company, usually with B1 German.",
          "Recognition partnership (Anerkennungspartnerschaft): you start working while you complete the recognition of your qualification in Germany.",
        ],
      },
      {
        heading: "Costs and processing times",
        paragraphs: [
          "The visa fee for a national visa is about €75-€110 depending on the category and your age, paid at the embassy in the currency it tells you. Budget separately for certified translations, recognition fees, language exams, travel health insurance and flights.",
          `Processing usually takes ${timing("visaProcessing")} after your appointment, and longer in busy periods or if the Federal Employment Agency (Bundesagentur für Arbeit) has to approve your job. Where the agency's approval is needed, the work-permit process takes about ${timing("workPermit")}. Apply as early as your documents allow and do not book non-refundable flights before your visa is issued.`,
        ],
        bullets: [
          "Visa fee: about €75-€110",
          `Decision: usually ${timing("visaProcessing")}`,
          `Federal Employment Agency approval: about ${timing("workPermit")} when required`,
          `Accelerated skilled worker procedure (beschleunigtes Fachkräfteverfahren): an extra fee of ${fact("acceleratedProcedureFee")}, paid by the employer, for faster processing`,
        ],
      },
      {
        heading: "Step-by-step from Kampala",
        paragraphs: [
          "Most successful applicants follow the same order. Starting the recognition of your qualification early saves the most time, because everything else depends on it.",
        ],
        bullets: [
          "Check your options with the Quick-Check on make-it-in-germany.com.",
          "Check your degree on anabin or start recognition of your qualification.",
          "Learn German to at least A2, ideally B1, and take a recognised exam.",
          "Find a job and get a signed contract or binding job offer.",
          "Collect and translate your documents, then book your embassy appointment or apply online.",
          "Attend the appointment, give biometrics and pay the fee.",
          "Collect your visa, travel, register your address within 14 days and apply for your residence permit.",
        ],
      },
      {
        heading: "Avoid visa and job scams",
        paragraphs: [
          "Germany does not sell visas or job guarantees through agents. The German Embassy never asks you to pay fees into a private mobile money account, and a genuine German employer does not charge you for a job offer.",
          "Be suspicious of anyone who promises a visa in a few days, asks for large up-front payments for a 'guaranteed job', or offers to produce certificates for you. Forged documents lead to refusal and can ban you from the Schengen area for years.",
        ],
        callout: {
          title: "Check before you pay",
          text: "Verify employers on their own website, confirm job offers by email from the company domain, and only book appointments through the official embassy channels.",
        },
      },
    ],
    links: [
      {
        text: "Make it in Germany - Visa and residence",
        url: "https://www.make-it-in-germany.com/en/visa-residence/types",
        description: "The German government's official overview of visa and residence types for skilled workers.",
      },
      {
        text: "German Embassy Kampala",
        url: "https://kampala.diplo.de",
        description: "Visa requirements, checklists and appointment information for applicants in Uganda.",
      },
      {
        text: "Federal Foreign Office - Visa services",
        url: "https://www.auswaertiges-amt.de/en/visa-service",
        description: "General information on entry requirements and national visas.",
      },
      {
        text: "Consular Services Portal",
        url: "https://digital.diplo.de/visa",
        description: "The Federal Foreign Office's portal for submitting national visa applications online.",
      },
    ],
    relatedResources: ["blue-card", "qualification-recognition", "relocation"],
  },

  // ---------------------------------------------------------------- blue-card
  {
    id: "blue-card",
    title: "EU Blue Card Explained",
    shortDescription:
      "Requirements, salary thresholds and benefits of the EU Blue Card, the fastest route to permanent residence for graduates.",
    icon: "CreditCard",
    lastReviewed: LAST_REVIEWED,
    facts: [
      "blueCardGeneral",
      "blueCardShortage",
      "settlementMonthsA1",
      "settlementMonthsB1",
      "shortTermMobilityDays",
      "longTermMobilityMonths",
      "blueCardAbsenceMonths",
      "blueCardJobChangeNoticeMonths",
    ],
    sections: [
      {
        heading: "What the EU Blue Card is",
        paragraphs: [
          "The EU Blue Card (Blaue Karte EU) is a residence permit for highly qualified workers from outside the European Union. It combines the right to live and the right to work in Germany in one card and is the most attractive route for university graduates with a well-paid job offer.",
          "You first apply for a national visa for the purpose of the Blue Card at the German Embassy in Kampala. After arrival, the local immigration office (Ausländerbehörde) issues the Blue Card itself as a plastic card (elektronischer Aufenthaltstitel). It is issued for up to four years, or for the length of your contract plus three months if that is shorter.",
        ],
      },
      {
        heading: "Who qualifies",
        paragraphs: [
          "You need a university degree that is either German or comparable to a German degree, and a job offer that matches your qualification level. IT specialists without a degree can also qualify with at least three years of relevant professional experience in the last seven years.",
        ],
        bullets: [
          "A degree listed as 'H+' institution and 'equivalent' (entspricht/gleichwertig) on anabin, or a Statement of Comparability from the ZAB",
          "A job offer or contract in Germany for at least six months",
          `A minimum gross salary of ${fact("blueCardGeneral")} per year`,
          `A lower minimum of ${fact("blueCardShortage")} per year for shortage occupations (for example engineering, IT, medicine, nursing with a degree, mathematics and natural sciences) and for new graduates whose degree is less than three years old`,
          "For regulated professions such as medicine: a licence to practise (Approbation or Berufserlaubnis)",
        ],
        callout: {
          title: "Thresholds change every January",
          text: "The Blue Card salary minimums are linked to the pension insurance ceiling and adjusted each year. Confirm the figure that applies on your application date on make-it-in-germany.com before you accept an offer close to the limit.",
        },
      },
      {
        heading: "Benefits of the Blue Card",
        paragraphs: [
          `The Blue Card gives you a clear path to stay. Holders can apply for permanent residence (Niederlassungserlaubnis, the settlement permit) after ${fact("settlementMonthsB1")} if they speak German at B1 level, or after ${fact("settlementMonthsA1")} with German at A1. Pension contributions must have been paid during that time.`,
          "Family members benefit too. Your spouse and children can join you without having to prove German skills first, and your spouse may work in Germany without restriction.",
        ],
        bullets: [
          `Permanent residence after ${fact("settlementMonthsB1")} with B1 German, or ${fact("settlementMonthsA1")} with A1`,
          `Work in another EU country for up to ${fact("shortTermMobilityDays")} in any ${fact("shortTermMobilityPeriodDays")}, and move there for work after ${fact("longTermMobilityMonths")} with simplified procedures`,
          "Family reunification without a German test for the spouse",
          `Up to ${fact("blueCardAbsenceMonths")} abroad without losing the permit in many cases`,
        ],
      },
      {
        heading: "Approval by the Federal Employment Agency",
        paragraphs: [
          `If your salary reaches the standard threshold, the Federal Employment Agency (Bundesagentur für Arbeit) does not need to approve the job. If you qualify through the lower threshold for shortage occupations or as a new graduate, the agency checks that your salary and working conditions match those of German colleagues. This check takes about ${timing("workPermit")} unless your employer uses the accelerated procedure.`,
          "Your employer fills in the form 'Declaration of Employment Relationship' (Erklärung zum Beschäftigungsverhältnis), which you submit with your visa application. Ask for it early: it is one of the most common missing documents.",
        ],
      },
      {
        heading: "Changing jobs with a Blue Card",
        paragraphs: [
          `During the first ${fact("blueCardJobChangeNoticeMonths")} you must notify the immigration office before you change employer; it can object if the new job does not meet the Blue Card conditions. After that, no notification is needed as long as the new job still meets those conditions. Always keep copies of your contracts and payslips: you will need them for permanent residence.`,
        ],
        callout: {
          title: "Keep your salary above the line",
          text: "If a new contract or a reduction in hours takes your salary below the threshold, your Blue Card may no longer be valid. Speak to the immigration office before you sign.",
        },
      },
    ],
    links: [
      {
        text: "Make it in Germany - EU Blue Card",
        url: "https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card",
        description: "Official requirements and the current salary thresholds.",
      },
      {
        text: "anabin database",
        url: "https://anabin.kmk.org",
        description: "Check whether your university and degree are recognised in Germany.",
      },
      {
        text: "Federal Employment Agency",
        url: "https://www.arbeitsagentur.de/en",
        description: "Information on work approval and the labour market in Germany.",
      },
    ],
    relatedResources: ["visa-guide", "qualification-recognition", "job-interview"],
  },

  // ---------------------------------------------------------------- relocation
  {
    id: "relocation",
    title: "Relocation Checklist for Germany",
    shortDescription:
      "A practical step-by-step checklist for the months before you leave Uganda and your first weeks in Germany.",
    icon: "Plane",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Three months before you leave",
        paragraphs: [
          "Once your visa is approved, the countdown begins. Use the time to prepare documents and money so that your first weeks in Germany run smoothly.",
        ],
        bullets: [
          "Make certified copies of your degree, transcripts, birth certificate and marriage certificate, plus certified German translations where needed",
          "Arrange travel health insurance that covers you from the day you arrive until your statutory insurance starts",
          "Find a temporary place to live for at least the first month and ask whether the landlord will sign the address confirmation you need for registration",
          "Save enough money for the first two months: rent, a deposit of up to three months' rent, food and transport",
          "Tell your bank in Uganda that you will use your card abroad and set up mobile or online banking",
        ],
      },
      {
        heading: "Travel and arrival",
        paragraphs: [
          "There are no direct flights from Entebbe to Germany, so most people travel with one stop, for example via Brussels, Amsterdam, Istanbul, Doha, Dubai or Addis Ababa. Carry your visa, passport, employment contract, accommodation address and insurance certificate in your hand luggage: border police may ask to see them.",
          "If you arrive between October and March, bring at least a warm jacket for the journey from the airport. A proper winter coat and boots are easy to buy in Germany once you know what you need.",
        ],
        callout: {
          title: "Pack documents, not furniture",
          text: "Luggage allowances are limited and most household items are cheaper to buy second-hand in Germany than to ship. Prioritise originals of all certificates.",
        },
      },
      {
        heading: "Your first 14 days",
        paragraphs: [
          "German law requires you to register your address at the citizens' office (Bürgeramt or Bürgerbüro) within 14 days of moving in. This is called Anmeldung (address registration). You need your passport, the registration form and the landlord's confirmation (Wohnungsgeberbestätigung). Registration is free, and you receive a registration certificate (Meldebescheinigung) that banks, employers and the immigration office will ask for.",
          "In large cities appointments can be scarce, so book online as soon as you know your address. After registration your tax identification number (Steuer-ID) is sent to you by post, usually within two to four weeks.",
        ],
        bullets: [
          "Register your address (Anmeldung) within 14 days",
          "Open a current account (Girokonto)",
          "Join a statutory health insurer (Krankenkasse) and give the certificate to your employer",
          "Get a German SIM card",
          "Buy a local transport pass, for example the Deutschlandticket",
        ],
      },
      {
        heading: "Your first three months",
        paragraphs: [
          "Your entry visa is only temporary. Make an appointment at the immigration office (Ausländerbehörde) well before it expires to apply for your residence permit. Bring your passport, biometric photo, registration certificate, employment contract, proof of health insurance and the completed application form. The card is produced centrally and usually takes several weeks; in the meantime you may receive a provisional certificate (Fiktionsbescheinigung).",
          "This is also the time to find a family doctor (Hausarzt), take out personal liability insurance (Privathaftpflichtversicherung) and enrol in a language or integration course.",
        ],
      },
    ],
    links: [
      {
        text: "Make it in Germany - Living in Germany",
        url: "https://www.make-it-in-germany.com/en/living-in-germany",
        description: "Official guidance on housing, registration, insurance and everyday life.",
      },
      {
        text: "Handbook Germany",
        url: "https://handbookgermany.de/en",
        description: "Multilingual guides to everyday life in Germany, funded by the federal government.",
      },
      {
        text: "Migration advice online (mbeon)",
        url: "https://www.mbeon.de",
        description: "Free, confidential online counselling for adult immigrants.",
      },
    ],
    relatedResources: ["housing", "banking", "visa-guide"],
  },

  // ---------------------------------------------------------------- housing
  {
    id: "housing",
    title: "Finding Housing in Germany",
    shortDescription:
      "How to search for a flat, understand German rental terms and avoid the most common housing scams.",
    icon: "Home",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "The housing market in 2026",
        paragraphs: [
          "Finding a flat is the biggest challenge for most newcomers, especially in Munich, Berlin, Hamburg, Frankfurt, Cologne and Stuttgart. Expect to send many applications and to start with temporary accommodation. Smaller cities and towns near your workplace are often far cheaper and easier.",
          "Most people rent rather than buy, and flats are usually let unfurnished. 'Unfurnished' in Germany can mean there is no kitchen either, so check the listing for 'Einbauküche' (fitted kitchen).",
        ],
        bullets: [
          "Shared flat (WG, Wohngemeinschaft): a room in a shared flat, the cheapest and fastest way to start",
          "Furnished temporary flat (möbliert auf Zeit): more expensive, but available quickly for one to six months",
          "Unfurnished long-term flat: cheapest per square metre, but slow to find without German references",
        ],
      },
      {
        heading: "Understanding rent and costs",
        paragraphs: [
          "German listings show two rents. Kaltmiete (cold rent) is the rent for the space only. Warmmiete (warm rent) adds the service charges (Nebenkosten) for heating, water, rubbish collection and building maintenance. Electricity and internet are usually separate contracts.",
          "The landlord may ask for a deposit (Kaution) of up to three months' cold rent. It must be kept separately and is returned when you move out, minus any justified repair costs. You are allowed to pay it in three monthly instalments.",
        ],
        bullets: [
          "Kaltmiete: base rent",
          "Nebenkosten: service charges, settled once a year with a statement (Nebenkostenabrechnung)",
          "Warmmiete: base rent plus service charges",
          "Kaution: deposit, at most three months' cold rent",
          "Provision: agent's fee, normally paid by the landlord who hired the agent",
        ],
      },
      {
        heading: "Where and how to search",
        paragraphs: [
          "The largest portals are ImmobilienScout24, Immowelt and Kleinanzeigen for flats, and WG-Gesucht for rooms in shared flats. Employers, relocation services and company housing are worth asking about before you arrive. Local Facebook groups and churches can also help, but check offers carefully.",
          "Landlords usually ask for an application pack. Prepare it as one PDF so you can respond within minutes of a new listing appearing.",
        ],
        bullets: [
          "Copy of your passport and visa or residence permit",
          "Employment contract and, once available, your last three payslips",
          "A tenant self-disclosure form (Mieterselbstauskunft)",
          "A credit report (SCHUFA-Auskunft), once you have lived in Germany for a while",
          "A short, friendly introduction about yourself in German",
        ],
      },
      {
        heading: "Avoiding housing scams",
        paragraphs: [
          "Scammers target newcomers who search from abroad. A typical scam is a very cheap, beautiful flat whose 'owner' is abroad and asks you to transfer the deposit before a viewing, promising to send the keys by post.",
        ],
        callout: {
          title: "Never pay before you have seen the flat",
          text: "Do not send money by transfer or money-transfer services for a flat you have not viewed and whose contract you have not signed. Ask a trusted friend in Germany to view it for you if necessary.",
        },
      },
      {
        heading: "Your rights as a tenant",
        paragraphs: [
          "German tenancy law protects tenants well. Unlimited contracts are normal, landlords can only end them for specific legal reasons, and rent increases are regulated. Read your contract before signing and ask what is included in the service charges.",
          "Once you move in, ask the landlord for the address confirmation (Wohnungsgeberbestätigung): you need it for your address registration within 14 days. Local tenants' associations (Mieterverein) give legal advice for a small annual membership fee.",
        ],
      },
    ],
    links: [
      {
        text: "Make it in Germany - Living in Germany",
        url: "https://www.make-it-in-germany.com/en/living-in-germany",
        description: "Official tips on finding accommodation, rental terms and registration.",
      },
      {
        text: "Deutscher Mieterbund",
        url: "https://www.mieterbund.de",
        description: "The German tenants' association, with local offices offering legal advice.",
      },
      {
        text: "Handbook Germany - Housing",
        url: "https://handbookgermany.de/en",
        description: "Plain-language guides to renting, contracts and tenant rights.",
      },
    ],
    relatedResources: ["relocation", "banking"],
  },

  // ---------------------------------------------------------------- language-courses
  {
    id: "language-courses",
    title: "German Language Learning Resources",
    shortDescription:
      "Where to learn German in Kampala, online and in Germany, and how long each level really takes.",
    icon: "BookOpen",
    lastReviewed: LAST_REVIEWED,
    facts: ["settlementMonthsB1"],
    sections: [
      {
        heading: "Why German matters even in English-speaking jobs",
        paragraphs: [
          `Many IT and research teams work in English, but German opens far more doors: most job adverts, nearly all jobs in care, hospitality and logistics, and every letter from your landlord, insurer or tax office are in German. B1 German also shortens the wait for permanent residence with a Blue Card to ${fact("settlementMonthsB1")}.`,
          "Employers in nursing and other regulated professions usually require B1 or B2 before they can employ you in your profession.",
        ],
      },
      {
        heading: "How long each level takes",
        paragraphs: [
          "The levels follow the Common European Framework of Reference (CEFR). The hours below are typical guided learning hours for a motivated adult; add self-study time on top.",
        ],
        bullets: [
          "A1: 80-100 hours",
          "A2: 180-200 hours",
          "B1: 350-400 hours",
          "B2: 500-600 hours",
          "C1: 700-800 hours",
          "C2: 1000-1200 hours",
        ],
        callout: {
          title: "A realistic plan",
          text: "With an intensive course of about 20 hours a week, most learners reach B1 in six to eight months. With evening classes, plan for twelve months or more.",
        },
      },
      {
        heading: "Learning German in Uganda",
        paragraphs: [
          "The Goethe-Zentrum Kampala, run by the Ugandan German Cultural Society in partnership with the Goethe-Institut, offers classroom courses from A1 to B2 and Goethe exams. Some universities and private language schools in Kampala also teach German; ask whether their teachers prepare students for an internationally recognised exam.",
          "Online courses from the Goethe-Institut and licensed online schools let you study with a teacher from anywhere in Uganda. Free resources such as DW Learn German are excellent for extra practice.",
        ],
      },
      {
        heading: "Learning German after you arrive",
        paragraphs: [
          "In Germany, adult education centres (Volkshochschule, VHS) offer affordable evening and intensive courses in every city. The Federal Office for Migration and Refugees (BAMF) funds integration courses up to B1 and job-related German courses (Berufssprachkurse) from B1 to C1.",
        ],
        bullets: [
          "Volkshochschule: affordable, flexible, in every town",
          "Integration course: up to B1 plus an orientation course, heavily subsidised",
          "Job-related German courses: vocabulary for your profession, often alongside work",
          "Language exchange (Tandem): meet German speakers who want to practise English",
        ],
      },
    ],
    links: [
      {
        text: "Goethe-Zentrum Kampala",
        url: "https://goethezentrumkampala.org",
        description: "German courses and Goethe exams in Kampala.",
      },
      {
        text: "DW Learn German",
        url: "https://learngerman.dw.com/en/overview",
        description: "Free courses from A1 to C1 by Germany's international broadcaster.",
      },
      {
        text: "Goethe-Institut German courses",
        url: "https://www.goethe.de/en/spr/kur.html",
        description: "Online and in-person courses worldwide.",
      },
      {
        text: "Volkshochschule",
        url: "https://www.volkshochschule.de",
        description: "Find an adult education centre and its German courses in Germany.",
      },
    ],
    relatedResources: ["language-tests", "integration-courses"],
  },

  // ---------------------------------------------------------------- banking
  {
    id: "banking",
    title: "Banking and Finance in Germany",
    shortDescription:
      "How to open a German bank account, receive your salary, pay bills and send money home to Uganda.",
    icon: "Landmark",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Why you need a German account",
        paragraphs: [
          "Your employer pays your salary into a German or EU bank account, and rent, insurance and phone contracts are usually paid by direct debit (Lastschrift) from an account with an IBAN. A current account is called a Girokonto.",
          "Everyone legally resident in the EU has the right to a basic payment account (Basiskonto), so a bank cannot refuse you simply because you are new to Germany.",
        ],
      },
      {
        heading: "Choosing a bank",
        paragraphs: [
          "German banks fall into three groups. Compare monthly fees, free cash withdrawals and whether the app and customer service are available in English.",
        ],
        bullets: [
          "Savings banks and cooperative banks (Sparkasse, Volksbank): many branches and personal advice, monthly fees of about €5-€12",
          "Large private banks (Deutsche Bank, Commerzbank): branches in every city, some accounts free with a regular salary",
          "Online banks (N26, DKB, ING and others): low or no fees and English apps, but no branches",
        ],
      },
      {
        heading: "Opening the account",
        paragraphs: [
          "Branch banks usually want to see your passport, visa or residence permit and your registration certificate (Meldebescheinigung). Some online banks let you open an account with your passport and a video identification before you have registered, which is helpful for your first salary.",
          "You will also be asked for your tax identification number (Steuer-ID). If it has not arrived yet, you can usually hand it in later.",
        ],
        callout: {
          title: "Salary timing",
          text: "Most employers pay once a month at the end of the month. Your first salary may therefore arrive four to six weeks after you start, so bring enough savings to cover that gap.",
        },
      },
      {
        heading: "Sending money home to Uganda",
        paragraphs: [
          "Fees and exchange rates for sending money to Uganda vary widely. Bank transfers are safe but often expensive; online money-transfer services can deliver to a Ugandan bank account or mobile money wallet within minutes at lower cost. Compare the total cost, including the exchange rate margin, before each transfer.",
        ],
        bullets: [
          "Compare providers on the World Bank's Remittance Prices Worldwide site",
          "Check the exchange rate offered against the official rate",
          "Use only licensed providers and keep your receipts",
        ],
      },
      {
        heading: "Taxes, credit and everyday money",
        paragraphs: [
          "Income tax and social security contributions are deducted from your salary automatically. Your payslip (Gehaltsabrechnung) shows gross pay (Brutto), deductions and net pay (Netto). As a rough guide, a single person keeps around 60-65 percent of gross pay.",
          "Cash is still common in Germany, especially at small shops, bakeries and markets, so carry some euros. Germany's credit reference agency is SCHUFA; paying bills on time builds a good SCHUFA score, which landlords often check.",
        ],
      },
    ],
    links: [
      {
        text: "Make it in Germany - Living in Germany",
        url: "https://www.make-it-in-germany.com/en/living-in-germany",
        description: "Official guidance on bank accounts, insurance and money matters.",
      },
      {
        text: "Remittance Prices Worldwide",
        url: "https://remittanceprices.worldbank.org",
        description: "World Bank comparison of the cost of sending money from Germany to Uganda.",
      },
      {
        text: "Verbraucherzentrale",
        url: "https://www.verbraucherzentrale.de",
        description: "Independent consumer advice on banks, contracts and insurance.",
      },
    ],
    relatedResources: ["relocation", "housing"],
  },

  // ---------------------------------------------------------------- cv-templates
  {
    id: "cv-templates",
    title: "German CV and Cover Letter Guide",
    shortDescription:
      "How to write a German-style CV (Lebenslauf) and cover letter (Anschreiben) that German employers expect.",
    icon: "FileUser",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "What a German application looks like",
        paragraphs: [
          "A German application (Bewerbung) usually has three parts: a one-page cover letter (Anschreiben), a CV (Lebenslauf) of one to two pages, and attachments such as certificates and references. Send everything as a single, clearly named PDF unless the employer's portal asks otherwise.",
          "German recruiters value clarity, completeness and accuracy over creative design. Dates, job titles and qualifications should be easy to check.",
        ],
      },
      {
        heading: "Writing your Lebenslauf",
        paragraphs: [
          "Use a tabular, reverse-chronological layout: your most recent job first. Give dates as month and year (for example 03/2022 - 08/2025) and explain gaps briefly.",
        ],
        bullets: [
          "Personal details: name, phone with country code, email, city and country; date of birth and nationality are optional",
          "A photo is optional and no longer expected, but many employers are used to it; if you use one, choose a professional portrait",
          "Work experience: job title, employer, city, dates and three to five concrete achievements",
          "Education: degree, university, dates; explain Ugandan qualifications such as UCE (O level), UACE (A level) and diplomas in one line each",
          "Languages with CEFR levels, for example 'German - B1 (Goethe-Zertifikat)', 'English - C1'",
          "IT skills and certifications",
          "Sign and date the CV if you send it as a printed document",
        ],
        callout: {
          title: "Make your Ugandan experience understandable",
          text: "German recruiters may not know your employer. Add a short description such as 'Uganda's largest mobile network operator, 3,000 employees' after the company name.",
        },
      },
      {
        heading: "Writing your Anschreiben",
        paragraphs: [
          "The cover letter should fit on one page and be written for the specific job. Explain why you want this role at this company, what you bring, and when you can start. Mention your visa situation positively, for example that you qualify for an EU Blue Card or that your degree is recognised.",
          "Address a named person where possible ('Sehr geehrte Frau Müller,'). If you apply in German, ask a native speaker or teacher to check your letter: a few mistakes are acceptable, but a careless letter is not.",
        ],
      },
      {
        heading: "Certificates and references",
        paragraphs: [
          "Attach your degree certificates, transcripts and any recognition decision, with German or English translations. German employers also expect written references (Arbeitszeugnis) from previous employers. If you have none, ask your Ugandan employers for a letter on company letterhead describing your role, duration and performance.",
        ],
        bullets: [
          "Degree certificate and transcript",
          "anabin printout or ZAB Statement of Comparability",
          "Language certificates",
          "Reference letters from employers",
          "Professional licences, for example nursing registration",
        ],
      },
      {
        heading: "Common mistakes to avoid",
        paragraphs: [
          "The most frequent reasons applications from abroad are rejected are simple to fix.",
        ],
        bullets: [
          "A generic letter that does not name the job or company",
          "A CV longer than two pages or without dates",
          "Missing language levels or visa information",
          "Unclear file names such as 'document1.pdf'",
          "An unprofessional email address",
        ],
      },
    ],
    links: [
      {
        text: "Europass CV",
        url: "https://europass.europa.eu/en",
        description: "The EU's free CV builder, widely understood by German employers.",
      },
      {
        text: "Make it in Germany - Job listings",
        url: "https://www.make-it-in-germany.com/en/working-in-germany/job-listings",
        description: "Official job board for international skilled workers, with application tips.",
      },
      {
        text: "Federal Employment Agency job search",
        url: "https://www.arbeitsagentur.de/jobsuche/",
        description: "Germany's largest job board, run by the Federal Employment Agency.",
      },
    ],
    relatedResources: ["job-interview", "german-work-culture", "qualification-recognition"],
  },

  // ---------------------------------------------------------------- job-interview
  {
    id: "job-interview",
    title: "Acing Your German Job Interview",
    shortDescription:
      "How German interviews work, how to prepare for video interviews from Uganda and which questions to expect.",
    icon: "MessagesSquare",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "How the process works",
        paragraphs: [
          "German hiring usually has two or three rounds: a short phone or video screening, a longer interview with the hiring manager, and sometimes a technical task or a meeting with the team. For candidates abroad, all rounds are often held by video.",
          "The process can take several weeks. A polite follow-up email after about a week without news is acceptable; repeated calls are not.",
        ],
      },
      {
        heading: "Video interviews from Uganda",
        paragraphs: [
          "Double-check the time zone. Uganda (EAT) is two hours ahead of Germany in winter and one hour ahead during German summer time, from late March to late October.",
        ],
        bullets: [
          "Test your connection, camera and microphone the day before, and have mobile data as a backup",
          "Use a quiet room with a neutral background and light in front of you",
          "Join two or three minutes early and keep your CV and the job advert open",
          "Dress as you would for an in-person interview",
        ],
        callout: {
          title: "Power cuts happen",
          text: "Keep your laptop charged and your phone ready. If you lose the connection, rejoin immediately or send a short email; interviewers understand technical problems if you react quickly.",
        },
      },
      {
        heading: "Questions to expect",
        paragraphs: [
          "German interviewers ask concrete questions and expect concrete answers with examples. Prepare short stories about real situations using the STAR method (situation, task, action, result).",
        ],
        bullets: [
          "Tell us about yourself and your career so far (Erzählen Sie etwas über sich.)",
          "Why do you want to work in Germany and for us?",
          "Describe a problem you solved at work.",
          "What are your salary expectations? (Give a gross annual figure, researched in advance.)",
          "How good is your German, and how are you improving it?",
          "When could you start, and what is your visa situation?",
        ],
      },
      {
        heading: "Etiquette and tone",
        paragraphs: [
          "Be punctual, address interviewers as Herr or Frau plus surname until they suggest otherwise, and use the formal 'Sie' in German. Modesty is appreciated, but so is clearly stating your achievements with facts and numbers.",
          "At the end you will be asked whether you have questions. Ask about the team, the first months in the role, training and support with relocation or the visa. Avoid asking about holidays in the first round.",
        ],
      },
      {
        heading: "After the interview",
        paragraphs: [
          "Send a short thank-you email on the same day. If you receive an offer, read the contract carefully: check gross salary, working hours, probation period (Probezeit, usually up to six months), notice period (Kündigungsfrist) and holiday entitlement. Make sure the salary meets the threshold for your visa before you sign.",
        ],
      },
    ],
    links: [
      {
        text: "Make it in Germany - Working in Germany",
        url: "https://www.make-it-in-germany.com/en/working-in-germany",
        description: "Official advice on job search, applications and working life.",
      },
      {
        text: "Federal Employment Agency",
        url: "https://www.arbeitsagentur.de/en",
        description: "Salary information and career advice.",
      },
      {
        text: "DW Learn German",
        url: "https://learngerman.dw.com/en/overview",
        description: "Practise the German you need for interviews and the workplace.",
      },
    ],
    relatedResources: ["cv-templates", "german-work-culture"],
  },

  // ---------------------------------------------------------------- integration-courses
  {
    id: "integration-courses",
    title: "Integration Courses in Germany",
    shortDescription:
      "What the government-funded integration course covers, who can join, what it costs and how to register.",
    icon: "Users",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "What an integration course is",
        paragraphs: [
          "The integration course (Integrationskurs) is a German course for immigrants funded by the Federal Office for Migration and Refugees (BAMF). The general course has 700 lesson units of 45 minutes: 600 units of German, aiming at level B1, and a 100-unit orientation course (Orientierungskurs) about German law, history, politics and everyday values.",
          "Special formats exist, for example intensive courses for fast learners, courses for parents and women, and literacy courses.",
        ],
      },
      {
        heading: "Who can take part",
        paragraphs: [
          "If you receive a residence permit for work, the immigration office checks whether you are entitled to a course when it issues your permit. If you are not entitled or were not assigned a place, you can apply to BAMF for admission; places are then allocated as available.",
        ],
        bullets: [
          "Holders of residence permits for work, including many skilled workers",
          "Family members joining someone in Germany",
          "People who already speak some German and want to reach B1",
        ],
      },
      {
        heading: "Cost and duration",
        paragraphs: [
          "Participants pay a cost contribution per lesson unit, which is only a fraction of the real cost; people receiving certain benefits can be exempted. Check the current rate with BAMF or your course provider, as it is adjusted from time to time.",
          "A full-time course takes about six to seven months; part-time and evening courses take longer and suit people who already work.",
        ],
        callout: {
          title: "Ask your employer",
          text: "Some employers allow time off or cover costs for German courses. Ask during your contract negotiation: it shows commitment and saves you money.",
        },
      },
      {
        heading: "The final tests",
        paragraphs: [
          "The language course ends with the German Test for Immigrants (Deutsch-Test für Zuwanderer, DTZ), which certifies A2 or B1. The orientation course ends with the test 'Leben in Deutschland' (Life in Germany), a multiple-choice test about society and the state.",
          "Passing both gives you the integration course certificate (Zertifikat Integrationskurs), which helps with permanent residence and later naturalisation.",
        ],
      },
      {
        heading: "How to register",
        paragraphs: [
          "Find course providers near you with BAMF's search tool BAMF-NAvI, then contact a provider. It will place you in the right course after a short placement test (Einstufungstest). If you need to apply for admission first, the provider or your immigration office can help with the form.",
        ],
      },
    ],
    links: [
      {
        text: "Federal Office for Migration and Refugees (BAMF)",
        url: "https://www.bamf.de/EN/Startseite/startseite_node.html",
        description: "Official information on integration courses and admission.",
      },
      {
        text: "BAMF-NAvI course finder",
        url: "https://bamf-navi.bamf.de",
        description: "Search integration and job-related German courses near your address.",
      },
      {
        text: "Migration advice online (mbeon)",
        url: "https://www.mbeon.de",
        description: "Free counselling that can help you apply for a course.",
      },
    ],
    relatedResources: ["language-courses", "language-tests", "german-work-culture"],
  },

  // ---------------------------------------------------------------- qualification-recognition
  {
    id: "qualification-recognition",
    title: "Getting Your Qualifications Recognised",
    shortDescription:
      "How to have your Ugandan degree or vocational qualification recognised in Germany, step by step.",
    icon: "GraduationCap",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Why recognition matters",
        paragraphs: [
          "For most work visas, Germany must know that your qualification is comparable to a German one. Recognition (Anerkennung) is required for regulated professions such as doctors, nurses, teachers and engineers with protected titles, and it is the basis of the skilled worker visa and the EU Blue Card.",
          "Recognition is also valuable for unregulated jobs: it tells employers exactly what your qualification is worth and often leads to a better salary.",
        ],
      },
      {
        heading: "University degrees: anabin and the ZAB",
        paragraphs: [
          "Start with the anabin database of the Standing Conference of Education Ministers. Search for your university (institution status 'H+' means recognised) and your degree type. If your degree is listed as 'equivalent' (entspricht or gleichwertig), a printout of both entries is often enough for a Blue Card application.",
          "If your degree is not listed, apply to the Central Office for Foreign Education (ZAB) for a Statement of Comparability (Zeugnisbewertung). It costs about €200 and takes about three months, and it is accepted across Germany.",
        ],
        bullets: [
          "Check your university on anabin",
          "Check your degree type on anabin",
          "If it is not listed or unclear, apply online to the ZAB",
        ],
      },
      {
        heading: "Vocational qualifications and regulated professions",
        paragraphs: [
          "Vocational qualifications, for example as an electrician, mechanic or chef, are assessed by the chambers (IHK FOSA for industry and trade, the chambers of crafts for crafts). Regulated professions are assessed by the responsible authority of the federal state where you will work.",
          "If your training differs from the German one, you receive a deficit notice (Defizitbescheid) listing what is missing. You can close the gap with an adaptation course (Anpassungslehrgang) or a knowledge test (Kenntnisprüfung), often while working in Germany under a recognition partnership.",
        ],
        callout: {
          title: "Nurses and health professionals",
          text: "Nursing recognition usually requires B1 or B2 German, a certificate of good standing (for example from the Uganda Nurses and Midwives Council), a police clearance and a medical certificate. Many hospitals and care homes support the process.",
        },
      },
      {
        heading: "Documents you will need",
        paragraphs: [
          "Requirements differ by profession and authority, but most applications include the following. Foreign-language documents need translations by a sworn translator (vereidigter Übersetzer).",
        ],
        bullets: [
          "Degree or diploma certificates and transcripts, with translations",
          "Proof of professional experience, for example employer letters",
          "CV in tabular form (German or English)",
          "Passport copy",
          "Professional registration or licence, if applicable",
          "Proof that you intend to work in Germany, for example a job offer (for regulated professions)",
        ],
      },
      {
        heading: "Costs and time frames",
        paragraphs: [
          `Fees range from about €100 to €600 depending on the profession and authority, plus translation costs. A decision is due within about ${timingWords("recognition")} once your file is complete. Start the process as early as possible: recognition is the step that most often delays a move.`,
        ],
      },
    ],
    links: [
      {
        text: "Recognition in Germany",
        url: "https://www.anerkennung-in-deutschland.de/en/",
        description: "The government portal with a Recognition Finder for your profession.",
      },
      {
        text: "anabin database",
        url: "https://anabin.kmk.org",
        description: "Check the status of your university and degree.",
      },
      {
        text: "ZAB - Central Office for Foreign Education",
        url: "https://www.kmk.org/zab",
        description: "Apply for a Statement of Comparability for your university degree.",
      },
      {
        text: "Make it in Germany - Recognition",
        url: "https://www.make-it-in-germany.com/en/working-in-germany/recognition",
        description: "Who needs recognition and how it fits into the visa process.",
      },
    ],
    relatedResources: ["visa-guide", "blue-card", "cv-templates"],
  },

  // ---------------------------------------------------------------- german-work-culture
  {
    id: "german-work-culture",
    title: "Understanding German Work Culture",
    shortDescription:
      "Punctuality, hierarchy, communication and your rights at work: what to expect in a German workplace.",
    icon: "Briefcase",
    lastReviewed: LAST_REVIEWED,
    facts: ["minimumWage"],
    sections: [
      {
        heading: "Punctuality and planning",
        paragraphs: [
          "In Germany 'on time' means a few minutes early. Meetings start and end as scheduled, and deadlines are taken seriously. If you will be late, send a message before the meeting starts, not afterwards.",
          "Work is planned well in advance, from projects to holidays. Requests for leave are often made months ahead, so agree your holidays early if you plan to visit Uganda.",
        ],
      },
      {
        heading: "Communication style",
        paragraphs: [
          "German colleagues are often direct. Criticism is usually about the work, not the person, and a plain 'no' is not meant to be rude. Likewise, you are expected to say clearly when you disagree or do not understand something.",
          "Use 'Sie' and surnames with managers and clients until you are offered the informal 'du'. Many offices, especially in IT and start-ups, use 'du' from the first day; follow what your colleagues do.",
        ],
        bullets: [
          "Greet colleagues with 'Guten Morgen' or 'Hallo', and a handshake in formal settings",
          "Confirm agreements in writing by email",
          "Ask questions rather than guessing",
        ],
      },
      {
        heading: "Your rights as an employee",
        paragraphs: [
          "German labour law gives employees strong protection, and it applies to you exactly as to German colleagues.",
        ],
        bullets: [
          `Statutory minimum wage: ${fact("minimumWage")} per hour`,
          "At least 20 days' paid holiday on a five-day week; 25-30 days is common",
          "Continued pay when you are sick, for up to six weeks, with a doctor's sick note (Arbeitsunfähigkeitsbescheinigung)",
          "Maximum of 8 hours a day on average, up to 10 hours temporarily",
          "Probation period (Probezeit) of usually up to six months, with shorter notice",
          "Works councils (Betriebsrat) and trade unions represent employees in many companies",
        ],
        callout: {
          title: "Sick? Call in early",
          text: "If you are ill, tell your employer before your shift starts and see a doctor if you will be off for more than three days, or as your contract requires.",
        },
      },
      {
        heading: "Work-life separation",
        paragraphs: [
          "Germans value the end of the working day, called Feierabend. Colleagues rarely expect replies to emails in the evening or at weekends, and overtime is recorded and compensated with pay or time off.",
          "Social life at work tends to be quieter than in Uganda. Friendships develop slowly but are deep; accepting invitations to team lunches or the Christmas party (Weihnachtsfeier) helps a lot.",
        ],
      },
    ],
    links: [
      {
        text: "Make it in Germany - Working in Germany",
        url: "https://www.make-it-in-germany.com/en/working-in-germany",
        description: "Official information on contracts, rights and everyday working life.",
      },
      {
        text: "Handbook Germany - Work",
        url: "https://handbookgermany.de/en",
        description: "Plain-language guides to employment rights.",
      },
      {
        text: "Federal Ministry of Labour and Social Affairs",
        url: "https://www.bmas.de/EN/Home/home.html",
        description: "Official information on labour law and the minimum wage.",
      },
    ],
    relatedResources: ["job-interview", "cv-templates", "integration-courses"],
  },

  // ---------------------------------------------------------------- language-tests
  {
    id: "language-tests",
    title: "German Language Tests and Certificates",
    shortDescription:
      "Which German exam to take for your visa, job or university application, and how to prepare for it.",
    icon: "Languages",
    lastReviewed: LAST_REVIEWED,
    facts: ["settlementMonthsA1", "settlementMonthsB1"],
    sections: [
      {
        heading: "Why you need a certificate",
        paragraphs: [
          "Employers, the German Embassy and recognition authorities do not accept self-assessment. You prove your German with a certificate from a recognised provider that shows your CEFR level (A1 to C2).",
          "Certificates themselves do not expire, but many authorities and employers prefer results that are not older than one to two years.",
        ],
      },
      {
        heading: "The main exams",
        paragraphs: [
          "All of the following are widely accepted in Germany. Choose the one that is offered near you and fits your purpose.",
        ],
        bullets: [
          "Goethe-Zertifikat (A1-C2): the best-known exam worldwide; offered at the Goethe-Zentrum Kampala",
          "telc Deutsch (A1-C2): common in Germany, with special versions for nursing (telc Deutsch B1-B2 Pflege) and universities",
          "ÖSD (A1-C2): the Austrian exam, accepted in Germany",
          "TestDaF (about B2-C1): for university admission",
          "DTZ (A2-B1): the final test of the integration course in Germany",
        ],
      },
      {
        heading: "Which level do you need?",
        paragraphs: [
          "Requirements depend on your visa and your job. These are typical minimums; your employer or authority may ask for more.",
        ],
        bullets: [
          "Opportunity Card: A1 German (or B2 English) as the minimum, plus points; German earns points from A2",
          "Vocational training (Ausbildung): usually B1",
          "Nursing and care professions: B1 to B2 for recognition",
          "Doctors: B2 plus a specialist medical language exam (C1 level)",
          `Permanent residence with a Blue Card after ${fact("settlementMonthsB1")}: B1 (A1 after ${fact("settlementMonthsA1")})`,
          "University study in German: B2-C1 (TestDaF or DSH)",
        ],
      },
      {
        heading: "Preparing and booking",
        paragraphs: [
          "Each exam tests four skills: reading, listening, writing and speaking. Download the free model tests (Modellsätze) from the provider's website and practise under time pressure. Most people need a preparation course or at least several weeks of focused practice on the exam format.",
          "Book early: exam dates fill up quickly, especially before visa deadlines. Fees differ by level and centre, so check the current price with the exam centre.",
        ],
        callout: {
          title: "Modules",
          text: "Goethe B1 to C2 can be taken and repeated in separate modules. If you fail only speaking, you only retake speaking.",
        },
      },
    ],
    links: [
      {
        text: "Goethe-Institut exams",
        url: "https://www.goethe.de/en/spr/prf.html",
        description: "Overview of Goethe-Zertifikat exams with free practice materials.",
      },
      {
        text: "telc language tests",
        url: "https://www.telc.net",
        description: "telc Deutsch exams, including versions for nursing and medicine.",
      },
      {
        text: "TestDaF",
        url: "https://www.testdaf.de",
        description: "The German test for university admission.",
      },
      {
        text: "ÖSD",
        url: "https://www.osd.at",
        description: "The Austrian German language diploma, accepted in Germany.",
      },
    ],
    relatedResources: ["language-courses", "integration-courses", "visa-guide"],
  },
  // ---------------------------------------------------------------- recruitment-scams
  {
    id: "recruitment-scams",
    title: "How to Spot a Recruitment Scam",
    shortDescription:
      "Upfront fees, unlicensed agents and fake employers: the warning signs, how to check an employer and where to report a scam in Uganda and Germany.",
    icon: "ShieldAlert",
    lastReviewed: "2026-11-23",
    sections: [
      {
        heading: "Never pay to get a job",
        paragraphs: [
          "PearlBridge Jobs never charges job seekers a fee, and German employers do not charge candidates for a job, an interview or a contract. The most common scam asks you for money up front: a 'processing fee', 'visa fee', 'training fee', 'medical fee' or a deposit for accommodation, often paid by mobile money to a private number.",
          "Official fees exist (for example the visa fee, paid to the German Embassy itself, and recognition or exam fees paid to the institution), but you pay them directly to that authority or institution, never to a recruiter or an 'agent' of the employer.",
        ],
        bullets: [
          "Someone asks for money before you have a signed contract, or to 'secure' a place",
          "A job offer without an interview, or after a short chat on WhatsApp only",
          "A salary far above what similar jobs pay, for work that needs no qualification",
          "Pressure to decide or pay today, and a request to keep it secret",
          "E-mails from free addresses (gmail, yahoo) instead of the company's own domain",
          "A promise of a 'guaranteed visa': only the German Embassy decides on a visa",
        ],
        callout: {
          title: "If in doubt, do not pay",
          text: "Stop, keep all messages and receipts, and ask us or the employer through its official website before you send anything.",
        },
      },
      {
        heading: "Recruitment agents in Uganda must be licensed",
        paragraphs: [
          "In Uganda, companies that recruit workers for jobs abroad must hold a licence for external employment from the Ministry of Gender, Labour and Social Development. The ministry publishes the list of licensed external employment agencies; check that an agent is on the current list before you give them documents or money. The Uganda Association of External Recruitment Agencies (UAERA) is the industry association of licensed agencies.",
          "A licence does not allow an agent to charge you whatever it likes. Ask for every cost in writing, with a receipt, and compare it with what the ministry allows.",
        ],
      },
      {
        heading: "How to check an employer",
        paragraphs: [
          "Every German company must publish an Impressum (legal notice) on its website with its full name, address and, for registered companies, its commercial register number. A company without one, or whose details do not match the job offer, is a warning sign.",
        ],
        bullets: [
          "Find the company's own website (not only a social media page) and compare the name and address with the offer",
          "Look up the register number in the German commercial register (Handelsregister, handelsregister.de)",
          "Call or write to the company using the contact details on its own website, not those in the offer",
          "On PearlBridge Jobs, look for the Verified badge: our team has checked that the company exists and that the person posting works for it",
        ],
      },
      {
        heading: "Where to report a scam",
        paragraphs: [
          "In Uganda, report fraud to the Uganda Police Force at your nearest police station, and report an unlicensed or dishonest recruitment agent to the Ministry of Gender, Labour and Social Development (its External Employment Unit).",
          "In Germany, you can report fraud to any police station or to the online police report service of the federal state concerned. Questions about legal recruitment from abroad can go to the Federal Employment Agency's International Placement Services (ZAV), which runs Germany's fair recruitment programmes.",
          "Tell us too: write to our team with the job's link and what happened, and we will remove a fraudulent advert.",
        ],
      },
    ],
    links: [
      {
        text: "Ministry of Gender, Labour and Social Development",
        url: "https://mglsd.go.ug",
        description: "Uganda's ministry that licenses external employment agencies.",
      },
      {
        text: "German commercial register",
        url: "https://www.handelsregister.de",
        description: "Check that a German company is registered.",
      },
      {
        text: "Federal Employment Agency",
        url: "https://www.arbeitsagentur.de/en",
        description: "Information on working in Germany and its International Placement Services (ZAV).",
      },
    ],
    relatedResources: ["visa-guide", "job-interview", "german-work-culture"],
  },
];

/** Category of each guide on the /resources page. */
const guideCategory: Record<string, ResourceCategory> = {
  "visa-guide": "visa",
  "blue-card": "visa",
  "qualification-recognition": "visa",
  relocation: "living",
  housing: "living",
  banking: "living",
  "language-courses": "language",
  "integration-courses": "language",
  "language-tests": "language",
  "cv-templates": "career",
  "job-interview": "career",
  "german-work-culture": "career",
  "recruitment-scams": "career",
};

/** One card per guide, in the order of the guides. */
export const resourceCards: ResourceCard[] = resourceGuides.map((guide) => ({
  id: guide.id,
  title: guide.title,
  description: guide.shortDescription,
  category: guideCategory[guide.id] ?? "living",
  icon: guide.icon,
  link: `/resources/${guide.id}`,
}));

export interface ResourceCategoryTab {
  value: "all" | ResourceCategory;
  label: string;
}

export const resourceCategoryTabs: ResourceCategoryTab[] = [
  { value: "all", label: "All Resources" },
  { value: "visa", label: "Visa & Immigration" },
  { value: "living", label: "Living in Germany" },
  { value: "language", label: "Language" },
  { value: "career", label: "Career Development" },
];

export interface HomeResourceTile {
  id: string;
  title: string;
  description: string;
  /** lucide-react icon name in PascalCase. */
  icon: string;
  /** Accent colour as a hex value. */
  color: string;
  href: "/visa-info" | "/relocation" | "/german-language" | "/resources" | "/blog";
}

export const homeResourceTiles: HomeResourceTile[] = [
  {
    id: "visa-info",
    title: "Visa Information",
    description: "EU Blue Card, skilled worker and job seeker visas: requirements, costs and processing times.",
    icon: "FileText",
    color: "#1e40af",
    href: "/visa-info",
  },
  {
    id: "relocation",
    title: "Relocation Guide",
    description: "A step-by-step checklist from packing in Kampala to registering your address in Germany.",
    icon: "Plane",
    color: "#047857",
    href: "/relocation",
  },
  {
    id: "german-language",
    title: "Learn German",
    description: "CEFR levels, courses in Kampala and online, free self-study tools and recognised exams.",
    icon: "Languages",
    color: "#b45309",
    href: "/german-language",
  },
  {
    id: "resources",
    title: "Resource Library",
    description: "Practical guides on housing, banking, recognition of qualifications and more.",
    icon: "BookOpen",
    color: "#0e7490",
    href: "/resources",
  },
  {
    id: "career-tools",
    title: "CV and Interview Tips",
    description: "Write a German-style CV and prepare for interviews with German employers.",
    icon: "FileUser",
    color: "#15803d",
    href: "/resources",
  },
  {
    id: "blog",
    title: "Career Blog",
    description: "Stories, advice and news for Ugandans building careers in Germany.",
    icon: "Newspaper",
    color: "#1d4ed8",
    href: "/blog",
  },
];
