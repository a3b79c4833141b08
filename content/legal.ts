import type { ContentSection } from "./types.ts";

export interface LegalPage {
  title: string;
  /** ISO date of the last change, e.g. "2026-10-01". */
  lastUpdated: string;
  intro: string;
  sections: ContentSection[];
}

/** Plain-language legal pages shown at /privacy, /terms and /cookies. */
export const legalPages: Record<"privacy" | "terms" | "cookies", LegalPage> = {
  privacy: {
    title: "Privacy Policy",
    lastUpdated: "2026-11-23",
    intro:
      "Your privacy matters to us. This page explains in plain language what personal data PearlBridge Jobs collects, why we collect it, how long we keep it and what rights you have under the EU General Data Protection Regulation (GDPR). We collect only what we need to run the job board, and we never sell your data.",
    sections: [
      {
        heading: "Who is responsible for your data",
        paragraphs: [
          "The controller responsible for your personal data is PearlBridge Jobs, Friedrichstraße 123, 10117 Berlin, Germany.",
          "If you have any questions about this policy or about your data, write to us at hello@pearlbridgejobs.com. We reply in English or German.",
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: [
          "You can browse jobs and read our guides without giving us any personal data. We only store data about you in the situations listed below, and only for the purpose stated.",
        ],
        bullets: [
          "Account data: when you register, we store your full name, e-mail address and phone number, and your password. Passwords are stored only in hashed form; nobody at PearlBridge Jobs can read them. We use this data to create and secure your account and to verify your e-mail address.",
          "Profile data: the details you add to your candidate profile (headline, about you, skills, work experience, education, languages, the recognition of your qualifications, where you live, the cities you would move to and when you can start), used to present you as a candidate when you apply.",
          "CV: the PDF or Word file you upload to your profile. Only you and the employers you apply to can download it. When you send it with an application, the employer receives a copy of its own, so that changing your profile later does not change what they received.",
          "Job applications: for each application we store which job you applied for, the date, its status and status history, your cover note and the CV you sent. We use this to process your application and to show it on your My applications page.",
          "Saved jobs: jobs you save are stored in your browser's local storage under the key savedJobs. When you are signed in, your saved jobs are also stored with your account so that you can see them on other devices.",
          "Newsletter: if you subscribe, we store your e-mail address to send you the newsletter until you unsubscribe.",
          "Server logs: when you visit the site, our servers briefly record technical data such as your IP address, the time, the page requested and your browser type. We use this to keep the service secure and to find and fix errors.",
          "Rate limiting: to protect accounts from password-guessing and the site from abuse, we count requests per IP address for a short time and temporarily block addresses that send too many.",
        ],
      },
      {
        heading: "Our legal bases",
        paragraphs: [
          "We process account, profile, application and saved-job data because it is necessary to provide the service you signed up for (Art. 6(1)(b) GDPR). We process server logs and rate-limiting data on the basis of our legitimate interest in running a secure, reliable service (Art. 6(1)(f) GDPR).",
          "We send the newsletter only with your consent (Art. 6(1)(a) GDPR). You can withdraw your consent at any time with the unsubscribe link in every newsletter or by writing to us; this does not affect anything we sent before.",
        ],
      },
      {
        heading: "Who we share data with",
        paragraphs: [
          "We do not sell your data, and we do not share it with advertisers or data brokers. When your application for a job is taken forward, we share the details needed for that application, such as your name, contact details and application, with the employer of that job only.",
          "Our hosting and database providers process data on our behalf under data processing agreements, and only as we instruct them. We may also disclose data where the law requires it, for example to a court or the police.",
        ],
      },
      {
        heading: "Where your data is stored and for how long",
        paragraphs: [
          "All data we store is hosted on servers in the European Union.",
          "We keep account, profile, CV, application and saved-job data for as long as your account exists. When you delete your account, we delete this data at once, including the stored CV files; only the employers' record of your applications stays, without anything that identifies you, unless the law requires us to keep a particular item for longer. Newsletter addresses are deleted when you unsubscribe. Server logs and rate-limiting data are kept only for a short period, normally no more than 30 days, unless we need them to investigate a specific security incident.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "Under the GDPR you have strong rights over your data, and using them is free of charge. To exercise any of them, write to hello@pearlbridgejobs.com. We will answer within one month.",
          "You also have the right to complain to a data protection supervisory authority, either in the country where you live or work or where the alleged breach took place. The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit).",
        ],
        bullets: [
          "Access and portability, yourself: My Account has Download my data, one file (JSON) with your account, profile, applications with their status history and saved jobs; your CV is downloaded from your profile",
          "Deletion, yourself: Delete my account on My Account (confirmed with your password) deletes your account, profile, CV files, saved jobs and sign-ins at once. Employers you applied to keep their record of the application as \u201cDeleted candidate\u201d with its status history, without your name, contact details, cover note or CV, because they need it to document their hiring",
          "Access: ask for a copy of the personal data we hold about you",
          "Correction: ask us to correct inaccurate or incomplete data",
          "Deletion: ask us to delete your data and your account",
          "Restriction and objection: ask us to limit or stop certain processing",
          "Portability: receive your data in a common, machine-readable format",
        ],
      },
      {
        heading: "How we protect your data",
        paragraphs: [
          "All connections to PearlBridge Jobs are encrypted. Passwords are hashed, the sign-in cookie cannot be read by scripts in the page, and access to our systems is limited to the staff who need it to run the service.",
          "No system is perfectly secure, but if a breach affecting your data ever occurs, we will inform you and the supervisory authority as the law requires. If we change this policy, we will update the date at the top of this page and, for important changes, tell registered users by e-mail.",
        ],
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    lastUpdated: "2026-10-01",
    intro:
      "These terms explain the rules for using PearlBridge Jobs, the job board and guidance site that connects job seekers in Uganda with employers in Germany. We have written them in plain language. By creating an account or using the site, you agree to them.",
    sections: [
      {
        heading: "About PearlBridge Jobs",
        paragraphs: [
          "PearlBridge Jobs is operated from Friedrichstraße 123, 10117 Berlin, Germany. You can reach us at hello@pearlbridgejobs.com.",
          "We publish job listings, let you save, share and apply for jobs, and provide guides on visas, relocation, language and working life in Germany. We are a job board, not an employer: the decision to invite or hire a candidate is always made by the employer.",
        ],
      },
      {
        heading: "Free for job seekers",
        paragraphs: [
          "Using PearlBridge Jobs is completely free for job seekers. We do not charge for registering, applying, saving jobs or reading our guides, and we never ask you to pay for a job, an interview or help with a visa.",
          "If anyone asks you for money in connection with a job found on our site, do not pay and report it to us at hello@pearlbridgejobs.com.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "To apply for jobs you need an account. Please register with your real name, a valid e-mail address that you verify, and a phone number where employers can reach you, and keep these details accurate and up to date.",
          "Your account is personal. Keep your password secret and tell us straight away if you think someone else has used your account. You can ask us to delete your account at any time.",
        ],
      },
      {
        heading: "Applying for jobs",
        paragraphs: [
          "You can apply once for each job. Everything you submit, including your qualifications, experience and language skills, must be true and complete. Employers rely on this information, and false statements can also put a visa application at risk.",
          "Applying does not guarantee an interview or a job. We cannot promise that any employer will respond, and we are not responsible for an employer's hiring decisions or for the visa decisions of the German authorities.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "We want PearlBridge Jobs to be a safe place for everyone. You must not misuse the site, and in particular you must not:",
        ],
        bullets: [
          "Use false identities, forged documents or someone else's account",
          "Commit or attempt fraud, including asking job seekers for money",
          "Post or send spam, abusive or discriminatory content",
          "Copy listings or user data in bulk with automated tools",
          "Try to break, overload or get around the security of the site",
        ],
      },
      {
        heading: "Employers and job listings",
        paragraphs: [
          "Employers are responsible for their job listings, including the accuracy of the job description, salary and requirements, and for complying with the law. We check listings for obvious problems and remove those we believe to be misleading or fraudulent, but we cannot verify every detail.",
          "If a listing looks suspicious, please report it to hello@pearlbridgejobs.com. We may remove listings or suspend accounts that break these terms.",
        ],
      },
      {
        heading: "Our guides and information",
        paragraphs: [
          "Our guides on visas, salaries, recognition, language and life in Germany are written carefully and reviewed regularly, but they are general information, not legal or immigration advice. Rules and figures such as salary thresholds and fees change; always check the current position with the German Embassy, the immigration office or another official source before making decisions.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          "We are fully liable for damage caused intentionally or through gross negligence, and for injury to life, body or health. For slight negligence we are liable only if we breach an obligation that is essential to the service, and then only for damage that is typical and foreseeable. Liability under the German Product Liability Act remains unaffected.",
          "Because the service is free for job seekers, we cannot guarantee that it will always be available or error-free. We are not liable for the content of job listings provided by employers or for the content of external websites that we link to.",
        ],
      },
      {
        heading: "Governing law and changes",
        paragraphs: [
          "These terms are governed by the law of the Federal Republic of Germany. If you are a consumer, this does not take away the protection of mandatory consumer law in the country where you live.",
          "We may update these terms when our service or the law changes. We will show the date of the latest version at the top of this page and tell registered users about important changes by e-mail before they take effect.",
        ],
      },
    ],
  },
  cookies: {
    title: "Cookie Policy",
    lastUpdated: "2026-10-01",
    intro:
      "The short version: PearlBridge Jobs uses a single cookie, and only to keep you signed in. We do not use tracking or advertising cookies, and we do not use third-party analytics. This page explains that cookie and the one item we keep in your browser's local storage.",
    sections: [
      {
        heading: "Our one cookie: the session cookie",
        paragraphs: [
          "When you sign in, we set one session cookie. It tells our server that the requests come from you, so you stay signed in as you move from page to page and can apply for jobs.",
          "The cookie is HttpOnly, which means scripts in the page cannot read it, and it is only sent over encrypted connections. It is removed when you sign out or when the session expires. Because it is strictly necessary to provide the service you asked for, it does not require your consent.",
        ],
      },
      {
        heading: "Saved jobs in your browser's local storage",
        paragraphs: [
          "When you save a job, we remember it in your browser's local storage under the key savedJobs. This is not a cookie and is not sent to our servers with every request; it simply lets your saved jobs survive a page reload, even if you are not signed in.",
          "When you are signed in, your saved jobs are also stored with your account so that you can see them on other devices. You can remove the local copy at any time by unsaving jobs or by clearing your browser's site data.",
        ],
      },
      {
        heading: "What we do not use",
        paragraphs: [
          "We keep things simple on purpose. That is also why you do not see a cookie banner on our site: there is nothing to consent to.",
        ],
        bullets: [
          "No advertising or marketing cookies",
          "No tracking pixels or cross-site tracking",
          "No third-party analytics tools",
          "No social media plug-ins that track you",
        ],
      },
      {
        heading: "Managing cookies",
        paragraphs: [
          "You can view and delete cookies and local storage in your browser settings. If you block our session cookie, you can still browse, search and save jobs, but you will not be able to sign in or apply.",
          "If you have any questions about cookies or local storage, write to us at hello@pearlbridgejobs.com. More details about how we handle your data are in our Privacy Policy.",
        ],
      },
    ],
  },
};
