/**
 * Content of the /relocation page (docs/product.md#content-pages): a timeline of four stages with checklists,
 * six essentials cards and six cultural tips. Plain typed data: no imports from the app.
 * Icons are lucide-react names in PascalCase.
 */

/** A checklist item; its id is how the tracker remembers that it was ticked (keep it when the text changes). */
export interface ChecklistItem {
  id: string;
  text: string;
}

export interface RelocationStage {
  title: string;
  description: string;
  checklist: ChecklistItem[];
}

export interface RelocationEssential {
  title: string;
  /** lucide-react icon name in PascalCase. */
  icon: string;
  description: string;
  tips: string[];
}

export interface CulturalTip {
  title: string;
  /** lucide-react icon name in PascalCase. */
  icon: string;
  text: string;
}

export interface RelocationPage {
  lastReviewed: string;
  intro: string;
  stages: RelocationStage[];
  essentials: RelocationEssential[];
  culturalTips: CulturalTip[];
}

export const relocationPage: RelocationPage = {
  lastReviewed: "2026-11-01",
  intro:
    "Moving from Uganda to Germany is a big step, and good planning makes the first months far less stressful. This guide takes you from the weeks before you leave Kampala to the end of your first three months in Germany, with checklists for each stage, the essentials of everyday life and the cultural habits that surprise most newcomers.",
  stages: [
    {
      title: "Before You Move",
      description:
        "Once your visa is approved, use the weeks before departure to prepare documents, money and a place to stay. Most problems in the first month start with something that was left for later.",
      checklist: [
        { id: "before-documents", text: "Collect originals and certified copies of your degree, transcripts, birth certificate and marriage certificate, with sworn German translations where needed" },
        { id: "before-travel-insurance", text: "Arrange travel health insurance that covers you from the day you arrive until your employer's statutory insurance starts" },
        { id: "before-accommodation", text: "Book temporary accommodation for at least the first month and confirm that the landlord will sign the address confirmation (Wohnungsgeberbestätigung)" },
        { id: "before-savings", text: "Save enough for the first two months: rent, a deposit of up to three months' rent, food and transport; many newcomers need €2,000-€4,000 depending on the city" },
        { id: "before-employer", text: "Ask your employer about relocation support, your start date and who to contact on the first day" },
        { id: "before-scans", text: "Scan all documents and store them securely online, and give copies to a trusted person in Uganda" },
        { id: "before-flight", text: "Book a flight with one stop (for example via Brussels, Amsterdam, Istanbul, Doha, Dubai or Addis Ababa) and keep your visa papers in your hand luggage" },
      ],
    },
    {
      title: "First Week in Germany",
      description:
        "Your first week is about the basics: staying reachable, getting around and starting the registrations everything else depends on. Book appointments immediately, as offices in large cities can be busy.",
      checklist: [
        { id: "week-sim", text: "Buy a German SIM card (bring your passport for the mandatory ID check)" },
        { id: "week-anmeldung", text: "Book an appointment for Anmeldung (address registration) at the citizens' office (Bürgeramt); it must be done within 14 days of moving in" },
        { id: "week-health-insurance", text: "Register with a statutory health insurer (Krankenkasse) and send the membership certificate to your employer" },
        { id: "week-bank-account", text: "Open a current account (Girokonto) so that your salary can be paid" },
        { id: "week-transport", text: "Buy a public transport pass, for example the Deutschlandticket (about €63 per month in 2026)" },
        { id: "week-neighbourhood", text: "Find your nearest supermarket, pharmacy (Apotheke) and doctor's practice" },
      ],
    },
    {
      title: "First Month",
      description:
        "By the end of the first month you should be officially registered, insured and paid. This is also when the first letters from German authorities arrive, so open your post every day.",
      checklist: [
        { id: "month-registration-certificate", text: "Collect your registration certificate (Meldebescheinigung) and keep several copies" },
        { id: "month-tax-id", text: "Give your employer your tax ID (Steuer-ID, sent by post two to four weeks after registration), social security number and bank details" },
        { id: "month-residence-permit", text: "Book an appointment at the immigration office (Ausländerbehörde) to apply for your residence permit or Blue Card before your visa expires" },
        { id: "month-broadcasting-fee", text: "Register for the broadcasting fee (Rundfunkbeitrag, about €18 per month per household) when the letter arrives" },
        { id: "month-liability-insurance", text: "Take out personal liability insurance (Privathaftpflichtversicherung), usually €50-€100 per year" },
        { id: "month-payslip", text: "Check your first payslip (Gehaltsabrechnung) and understand the deductions" },
      ],
    },
    {
      title: "Within Three Months",
      description:
        "After three months most newcomers are settling into a routine. Use this time to secure long-term housing, build your language skills and plan ahead.",
      checklist: [
        { id: "quarter-eat-card", text: "Collect your electronic residence permit card (eAT) and check that the details are correct" },
        { id: "quarter-german-course", text: "Start or continue a German course, for example an integration course or a Volkshochschule course" },
        { id: "quarter-doctor", text: "Find a family doctor (Hausarzt) and, if needed, a dentist" },
        { id: "quarter-flat", text: "Search for a long-term flat if you started in temporary accommodation" },
        { id: "quarter-driving-licence", text: "Plan your driving licence: a Ugandan licence is only valid for six months after you take up residence, and in most cases you must then pass the German theory and practical tests" },
        { id: "quarter-community", text: "Join a community group, sports club (Verein) or church to build your network" },
      ],
    },
  ],
  essentials: [
    {
      title: "Banking",
      icon: "Landmark",
      description:
        "A German current account (Girokonto) is essential for your salary, rent and contracts. Everyone legally resident in the EU is entitled to a basic account (Basiskonto).",
      tips: [
        "Online banks such as N26, DKB or ING often let you open an account with your passport before you have registered",
        "Branch banks such as Sparkasse or Volksbank usually need your registration certificate",
        "Compare monthly fees, free cash withdrawals and English-language support",
        "Compare the total cost of sending money to Uganda, including the exchange rate, before each transfer",
      ],
    },
    {
      title: "Housing",
      icon: "Home",
      description:
        "Flats are in short supply in the big cities. Start with a furnished room or temporary flat and look for a long-term home once you have payslips and a registration certificate.",
      tips: [
        "Kaltmiete is the base rent; Warmmiete includes heating and service charges (Nebenkosten)",
        "The deposit (Kaution) may be at most three months' base rent and can be paid in three instalments",
        "Search on ImmobilienScout24, Immowelt, Kleinanzeigen and WG-Gesucht",
        "Never transfer money for a flat you have not seen and whose contract you have not signed",
      ],
    },
    {
      title: "Health Insurance",
      icon: "HeartPulse",
      description:
        "Health insurance is compulsory in Germany. Most employees join a statutory health insurer (gesetzliche Krankenversicherung), which also covers a non-working spouse and children at no extra cost.",
      tips: [
        "Contributions are about 17% of your gross salary in total, roughly half paid by your employer",
        "Large insurers such as TK, AOK and Barmer offer English-language service",
        "You receive a health insurance card (Gesundheitskarte) to show at every doctor's visit",
        "In an emergency call 112; for urgent medical help outside surgery hours call 116 117",
      ],
    },
    {
      title: "Communications",
      icon: "Smartphone",
      description:
        "You will need a German phone number for banks, employers and authorities. Prepaid SIM cards are quick to get; contracts are cheaper per month but usually need a German bank account.",
      tips: [
        "Prepaid SIM cards from supermarkets and discount providers start at about €10 per month",
        "Bring your passport: every SIM card must be registered with a valid ID",
        "Home internet contracts often run for 24 months; check the notice period before you sign",
        "Use WhatsApp or similar apps to call family in Uganda over Wi-Fi at no extra cost",
      ],
    },
    {
      title: "Language Resources",
      icon: "BookOpen",
      description:
        "Even if you work in English, German makes everyday life, friendships and your career much easier, and B1 German speeds up permanent residence.",
      tips: [
        "Ask the immigration office whether you are entitled to an integration course",
        "The Volkshochschule (VHS) offers affordable evening and intensive courses in every city",
        "DW Learn German and the vhs-Lernportal are free and work on your phone",
        "Look for a language exchange partner (Tandem) to practise speaking",
      ],
    },
    {
      title: "Postal Services",
      icon: "Mail",
      description:
        "Authorities, banks and insurers in Germany still communicate mostly by letter, and many deadlines start from the date a letter is delivered. A correctly labelled letterbox is essential.",
      tips: [
        "Put your full name on your letterbox (Briefkasten) and doorbell as soon as you move in",
        "Deutsche Post delivers letters and DHL parcels; missed parcels go to a local post shop or a parcel locker (Packstation)",
        "When you move, order mail forwarding (Nachsendeauftrag) from Deutsche Post",
        "Open all official letters promptly and note any deadlines (Frist)",
      ],
    },
  ],
  culturalTips: [
    {
      title: "Punctuality",
      icon: "Clock",
      text: "Being on time is a sign of respect in Germany, at work and in private. Arrive a few minutes early for meetings, appointments and interviews. Buses and trains are sometimes late, but people are not expected to be. If you are delayed, send a message before the agreed time.",
    },
    {
      title: "Formality",
      icon: "Handshake",
      text: "Address people you do not know well with 'Sie' and their surname, for example 'Guten Tag, Frau Schmidt'. Wait until you are offered the informal 'du'. Titles such as 'Doktor' are often used, and a firm handshake is a common greeting in formal situations.",
    },
    {
      title: "Recycling",
      icon: "Recycle",
      text: "Germans sort their rubbish carefully: packaging goes in the yellow bin or bag, paper in the blue bin, food waste in the brown organic bin and everything else in the residual waste bin (Restmüll). Glass goes to street containers sorted by colour. Most plastic bottles and cans carry a deposit (Pfand) of €0.25, refunded at supermarket machines.",
    },
    {
      title: "Quiet Hours",
      icon: "Moon",
      text: "Quiet hours (Ruhezeiten) usually apply from 10 pm to 6 am and all day on Sundays and public holidays. Avoid loud music, drilling or vacuuming during these times. Most shops are closed on Sundays, so do your shopping on Saturday.",
    },
    {
      title: "Direct Communication",
      icon: "MessageCircle",
      text: "Germans tend to say exactly what they mean. Feedback can sound blunt but is usually meant to be helpful, not personal. Say clearly when you disagree or do not understand something; polite silence is often taken as agreement.",
    },
    {
      title: "Work-Life Separation",
      icon: "Scale",
      text: "Germans protect their free time. After work (Feierabend) and at weekends, colleagues rarely call or email, and overtime is recorded and compensated. Take your holidays: employees are entitled to at least 20 days a year on a five-day week, and most get 25-30.",
    },
  ],
};
