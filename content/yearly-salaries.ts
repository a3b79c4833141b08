/**
 * The figures that change every 1 January, as plain numbers (euros a year) per year: the pension insurance
 * contribution ceiling and the salaries the law derives from it. content/visa-facts.ts gives each its legal basis and
 * source; the job cards' Blue Card check needs only the numbers, and loads this file, not the sources of every
 * figure (about 1.5 KB compressed on the home page, /jobs and a job page; docs/decisions/209).
 */
export interface YearlySalaries {
  pensionCeiling: number;
  blueCardGeneral: number;
  blueCardShortage: number;
  olderWorkerSalary: number;
}

/**
 * Each year's figures, keyed by the year they apply from. The salaries are the law's percentages of the ceiling,
 * which a unit test recomputes. Add next year's entry when the ceiling is published (usually in the autumn).
 */
export const YEARLY_SALARIES: Readonly<Record<number, YearlySalaries>> = {
  2025: { pensionCeiling: 96_600, blueCardGeneral: 48_300, blueCardShortage: 43_759.8, olderWorkerSalary: 53_130 },
  2026: { pensionCeiling: 101_400, blueCardGeneral: 50_700, blueCardShortage: 45_934.2, olderWorkerSalary: 55_770 },
};

/** The year whose figures are in force on `date`: the latest entry whose year has begun. */
export function salaryYearOn(date: Date): number {
  const year = Math.max(...Object.keys(YEARLY_SALARIES).map(Number).filter((y) => y <= date.getUTCFullYear()));
  if (!(year in YEARLY_SALARIES)) throw new Error(`No yearly visa figures in force on ${date.toISOString()}`);
  return year;
}

/** The year the site's yearly figures are for: those in force when the server starts (a restart after 1 January). */
export const FACTS_YEAR = salaryYearOn(new Date());

/** The yearly figures in force now. */
export const CURRENT_SALARIES: YearlySalaries = YEARLY_SALARIES[FACTS_YEAR]!;
