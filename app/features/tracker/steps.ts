import { m } from "#app/lib/i18n/i18n.ts";
import { relocationPage } from "#content/relocation.ts";
import { timing, timings, type TimingId } from "#content/timings.ts";

/**
 * The steps from documents to arrival (docs/decisions/186-recognition-and-visa-tracker.md), in the order most
 * people take them. Durations come from content/timings.ts (one value each, with its source); steps marked
 * `regulatedOnly` apply only to professions that need a licence in Germany and can be skipped otherwise. The
 * arrival checklist is the relocation page's, item for item, so the two can never differ.
 */

export interface StepLink {
  title: string;
  url: string;
}

export interface TrackerStep {
  id: string;
  /**
   * The step's name, a short label: a message function (read in the page's language). The guidance below it
   * (summary, needs, duration notes, links) is English content, marked lang="en" on German pages.
   */
  title: () => string;
  /** What the step is, in one or two sentences. */
  summary: string;
  /** What the step needs from the person. */
  needs: string[];
  /** How long it usually takes (content/timings.ts), or null when it depends too much on the person. */
  duration: TimingId | null;
  /** Said instead of a duration when there is none. */
  durationNote?: string;
  links: StepLink[];
  regulatedOnly: boolean;
}

const RECOGNITION_FINDER: StepLink = {
  title: "Recognition Finder (anerkennung-in-deutschland.de)",
  url: "https://www.anerkennung-in-deutschland.de/html/en/index.php",
};
const EMBASSY_VERIFICATION: StepLink = {
  title: "German Embassy Kampala: verification of Ugandan documents",
  url: "https://kampala.diplo.de/ug-de/service/1677656-1677656",
};
const GOETHE_KAMPALA: StepLink = { title: "Goethe-Zentrum Kampala: courses and exams", url: "https://goethezentrumkampala.org" };

/** Which German authority decides recognition, by the kind of profession; within a kind, the state where you will work. */
export interface RecognitionAuthority {
  kind: string;
  who: string;
  link: StepLink;
}

export const RECOGNITION_AUTHORITIES: readonly RecognitionAuthority[] = [
  {
    kind: "Nursing and other health professions (regulated)",
    who: "The health-professions office of the state where you will work: in North Rhine-Westphalia the Bezirksregierung Münster (ZAG), in Baden-Württemberg the Regierungspräsidium Stuttgart. Other states: the Recognition Finder names the office.",
    link: {
      title: "Bezirksregierung Münster: central recognition office for health professions",
      url: "https://www.bezreg-muenster.de/themen/gesundheit-und-soziales/zentrale-anerkennungsstelle-fuer-gesundheitsberufe/zag-pug/faq",
    },
  },
  {
    kind: "Doctors, teachers and other regulated professions",
    who: "An authority of the state where you will work. The Recognition Finder names it for your profession and state.",
    link: RECOGNITION_FINDER,
  },
  {
    kind: "Trades and commercial training (not regulated)",
    who: "The chamber for your trade: the chambers of commerce's joint office IHK FOSA for commercial and industrial training, the regional chamber of crafts (Handwerkskammer) for crafts such as electrician.",
    link: RECOGNITION_FINDER,
  },
  {
    kind: "University degrees for work that needs no licence",
    who: "No recognition procedure: the Central Office for Foreign Education (ZAB) issues a Statement of Comparability.",
    link: { title: "Central Office for Foreign Education (ZAB)", url: "https://www.kmk.org/zab" },
  },
];

export const TRACKER_STEPS: readonly TrackerStep[] = [
  {
    id: "authority",
    title: m.account_tracker_step_authority,
    summary:
      "Which office decides depends on your profession and on the German state where you will work. The federal Recognition Finder names it.",
    needs: ["Your profession's German name (the finder suggests it)", "The state, or the city, where you want to work"],
    duration: null,
    durationNote: "An evening with the Recognition Finder.",
    links: [RECOGNITION_FINDER],
    regulatedOnly: false,
  },
  {
    id: "documents",
    title: m.account_tracker_step_documents,
    summary:
      "The authority compares your training with the German one, so it needs proof of what you learned, for how long, and where you worked.",
    needs: [
      "Passport, and your certificates and diplomas",
      "Transcripts with subjects and hours (theory and practice)",
      "Proof of work experience: letters from employers with dates and duties",
      "Your licence to practise in Uganda, if your profession has one",
      "A CV in German, as a table",
      "Certified copies, and translations by a sworn translator where the authority asks for them",
    ],
    duration: null,
    durationNote: "Depends on how quickly your school and employers send the papers.",
    links: [RECOGNITION_FINDER],
    regulatedOnly: false,
  },
  {
    id: "verification",
    title: m.account_tracker_step_verification,
    summary:
      "Ugandan documents are not legalised; a German authority that needs them confirmed asks the embassy to verify them (Urkundenüberprüfung). The embassy answers the authority, not you, and takes no status questions in the first three months.",
    needs: [
      "The request of the German authority (it starts the verification)",
      "Your original documents and the copies the embassy's leaflet lists",
      "The embassy's fee, in Uganda shillings",
    ],
    duration: "documentVerification",
    links: [EMBASSY_VERIFICATION],
    regulatedOnly: false,
  },
  {
    id: "recognition",
    title: m.account_tracker_step_apply,
    summary:
      "Send the application with your documents to the authority. It decides once your file is complete: equivalent (full recognition), or with differences it names in a deficit notice.",
    needs: ["The authority's application form", "Your documents and translations", "The fee the authority asks for"],
    duration: "recognition",
    links: [RECOGNITION_FINDER],
    regulatedOnly: false,
  },
  {
    id: "deficit-notice",
    title: m.account_tracker_step_deficit,
    summary:
      "If your training differs from the German one, the authority's notice (Defizitbescheid) lists what is missing and how you can make up for it: an adaptation course or a knowledge test.",
    needs: [
      "The notice, read with the help of your employer or a counselling service",
      "Your choice: adaptation course or knowledge test",
    ],
    duration: null,
    durationNote: "Comes with the recognition decision.",
    links: [RECOGNITION_FINDER],
    regulatedOnly: true,
  },
  {
    id: "compensation",
    title: m.account_tracker_step_adaptation,
    summary:
      "An adaptation course fills the gaps at a hospital or care home in Germany; the knowledge test is an exam on the whole German training. Passing either leads to full recognition and the licence to practise.",
    needs: ["A place on a course, or a test date", "German at the level the authority asks for (often B1 or B2 for nursing)"],
    duration: "adaptationCourse",
    links: [RECOGNITION_FINDER],
    regulatedOnly: true,
  },
  {
    id: "language",
    title: m.account_tracker_step_language,
    summary:
      "Take the exam your route needs: A2 for a recognition partnership, often B1 or B2 for nursing. The Goethe-Zentrum Kampala runs courses and the Goethe-Zertifikat exams.",
    needs: [
      "A course, or enough practice to pass",
      "Registration and the exam fee",
      "Your passport or national ID on the exam day",
    ],
    duration: null,
    durationNote: "Depends on your level: a level usually takes one or two terms of a course.",
    links: [GOETHE_KAMPALA],
    regulatedOnly: false,
  },
  {
    id: "visa-appointment",
    title: m.account_tracker_step_visa,
    summary:
      "Book the appointment for a national (long-stay) visa and bring the complete application. Processing starts after the appointment and includes the Federal Employment Agency's approval where your job needs it.",
    needs: [
      "Your signed employment contract or job offer",
      "The recognition decision (or the recognition partnership agreement)",
      "Your language certificate, passport and photos",
      "The visa fee",
    ],
    duration: "visaProcessing",
    links: [
      { title: "German Embassy Kampala", url: "https://kampala.diplo.de/" },
      { title: "Our guide: visas for Germany", url: "/visa-info" },
    ],
    regulatedOnly: false,
  },
];

/** An arrival checklist item (the relocation page's), grouped by its stage. */
export interface ChecklistStep {
  id: string;
  text: string;
}

export interface ChecklistStage {
  title: string;
  items: readonly ChecklistStep[];
}

export const ARRIVAL_CHECKLIST: readonly ChecklistStage[] = relocationPage.stages.map((stage) => ({
  title: stage.title,
  items: stage.checklist,
}));

/** Every id the tracker knows, main steps first. */
export const ALL_STEP_IDS: readonly string[] = [
  ...TRACKER_STEPS.map((s) => s.id),
  ...ARRIVAL_CHECKLIST.flatMap((stage) => stage.items.map((i) => i.id)),
];

export function trackerStep(id: string): TrackerStep | undefined {
  return TRACKER_STEPS.find((s) => s.id === id);
}

export function isStepId(id: string): boolean {
  return ALL_STEP_IDS.includes(id);
}

/** How long a step usually takes, and the page the figure comes from; null when the step has no figure. */
export function stepDuration(step: TrackerStep): { text: string; source: StepLink; checkedOn: string | null } | null {
  if (!step.duration) return null;
  const t = timings[step.duration];
  return { text: timing(step.duration), source: t.source, checkedOn: t.checked?.on ?? null };
}
