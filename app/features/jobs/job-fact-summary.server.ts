import { euro, fact, FACTS_YEAR } from "#content/visa-facts.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { BLUE_CARD_EXPLANATION, type BlueCardCheck } from "./blue-card.ts";
import { jobBlueCard, type FactJob } from "./job-fact-badges.tsx";
import { BLUE_CARD_BADGE, blueCardVerdict, englishText, meetsBlueCard, RELOCATION_BADGE, VISA_BADGE } from "./job-facts.ts";

/**
 * The job summary's fact rows and the Blue Card check in full, as texts in the request's language. Composed here, by
 * the job page's loader, so that the browser does not download every finding's sentence to show one
 * (docs/decisions/209).
 */
export interface JobFactSummaryTexts {
  rows: [label: string, value: string][];
  /** "Blue Card check: Blue Card salary level". */
  heading: string;
  finding: string;
  explanation: string;
}

/** What the check found, in a sentence, with the figures from content/visa-facts.ts. */
export function blueCardFinding(check: BlueCardCheck): string {
  const language = currentLocale();
  const salary = check.annualSalary === null ? "" : euro(check.annualSalary, language);
  const year = FACTS_YEAR;
  switch (check.level) {
    case "meets-general":
      return m.jobs_blue_card_finding_general({ salary, threshold: fact("blueCardGeneral", language), year });
    case "meets-shortage":
      return m.jobs_blue_card_finding_shortage({ salary, threshold: fact("blueCardShortage", language), year });
    case "below":
      return check.newEntrantMayQualify
        ? m.jobs_blue_card_finding_below_new_entrant({
            salary,
            threshold: fact("blueCardGeneral", language),
            lower: fact("blueCardShortage", language),
          })
        : m.jobs_blue_card_finding_below({ salary, threshold: euro(check.threshold, language), year });
    case "unknown":
      return m.jobs_blue_card_finding_unknown();
  }
}

export function jobFactSummaryTexts(job: FactJob): JobFactSummaryTexts {
  const check = jobBlueCard(job);
  const orBetter = (level: string) => m.jobs_fact_level_or_better({ level });
  return {
    rows: [
      [m.jobs_fact_german(), job.germanLevel === "none" ? m.jobs_fact_not_required() : orBetter(job.germanLevel)],
      [m.jobs_fact_english(), job.englishLevel === "none" ? englishText("none") : orBetter(job.englishLevel)],
      [VISA_BADGE(), job.visaSponsorship ? m.jobs_yes() : m.jobs_no()],
      [RELOCATION_BADGE(), job.relocationSupport ? m.jobs_yes() : m.jobs_no()],
    ],
    heading: m.jobs_blue_card_check({ verdict: meetsBlueCard(check) ? BLUE_CARD_BADGE() : blueCardVerdict(check) }),
    finding: blueCardFinding(check),
    explanation: BLUE_CARD_EXPLANATION(),
  };
}
