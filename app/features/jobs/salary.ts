/**
 * Salary rules (docs/product.md#salary). Salaries are free text as employers write them:
 * "€55,000 - €70,000", "€45k - €60k", "€14 - €16 per hour + tips", "€2,800 - €3,200 per month".
 */

export type SalaryUnit = "HOUR" | "MONTH" | "YEAR";

export interface ParsedSalary {
  min: number;
  max: number;
  unit: SalaryUnit;
}

/** Full-time hours in a year (40 h x 52 weeks), used to compare hourly wages with annual salaries. */
export const HOURS_PER_YEAR = 2080;
export const MONTHS_PER_YEAR = 12;

// "55,000", "13.50", "45k", "3200": digits with optional thousands commas, decimals and a k suffix.
const NUMBER = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k\b)?/gi;

/** Every number in the text, in euros (k = thousand). */
export function salaryNumbers(text: string): number[] {
  const out: number[] = [];
  for (const [, whole = "", decimals, thousands] of text.matchAll(NUMBER)) {
    let value = Number(`${whole.replaceAll(",", "")}${decimals ? `.${decimals}` : ""}`);
    if (thousands) value *= 1000;
    if (Number.isFinite(value) && value > 0) out.push(value);
  }
  return out;
}

export function salaryUnit(text: string): SalaryUnit {
  const t = text.toLowerCase();
  if (/(per|an|\/)\s*(hour|hr|h)\b|hourly|stunde/.test(t)) return "HOUR";
  if (/(per|a|\/)\s*(month|mo)\b|monthly|monat/.test(t)) return "MONTH";
  return "YEAR";
}

/**
 * The range and unit of a salary text, or null when it has no number. A single number is a range of one;
 * extras such as "+ commission" or "+ tips" are ignored (only the first two numbers count).
 */
export function parseSalary(text: string): ParsedSalary | null {
  const [a, b = a] = salaryNumbers(text);
  if (a === undefined || b === undefined) return null;
  return { min: Math.min(a, b), max: Math.max(a, b), unit: salaryUnit(text) };
}

export function annualise(amount: number, unit: SalaryUnit): number {
  if (unit === "HOUR") return Math.round(amount * HOURS_PER_YEAR);
  if (unit === "MONTH") return Math.round(amount * MONTHS_PER_YEAR);
  return Math.round(amount);
}

/** The annualised range used by the salary filter; null when the text has no number (such jobs are kept). */
export function annualSalaryRange(text: string): { min: number; max: number } | null {
  const s = parseSalary(text);
  return s ? { min: annualise(s.min, s.unit), max: annualise(s.max, s.unit) } : null;
}

/** The salary sorts' key: the average of the salary's numbers, annualised so hourly and yearly pay compare. */
export function salarySortKey(text: string): number | null {
  const s = parseSalary(text);
  return s ? annualise((s.min + s.max) / 2, s.unit) : null;
}

/* ---------- the salary filter's range (docs/product.md#salary) ---------- */

export const SALARY_MIN = 0;
export const SALARY_MAX = 120_000;
export const SALARY_STEP = 5_000;
export const SALARY_PANEL_DEFAULT: [number, number] = [30_000, 70_000];

import { formatEuro as euroIn } from "#content/money.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

/** An amount in the page's language: "€4,100" on an English page, "4.100 €" on a German one (content/money.ts). */
export function formatEuro(amount: number): string {
  return euroIn(amount, currentLocale());
}

// An amount as employers write it after or before a euro sign: "€60k", "€ 3200", "€2,800", "€13.50", "45.000 €".
const EURO_AMOUNT =
  /€\s?(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?:\s*(k)\b)?|(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s?€/gi;

function amountOf(whole: string, decimals: string | undefined, thousands: string | undefined): number {
  const value = Number(`${whole.replace(/[.,]/g, "")}${decimals ? `.${decimals}` : ""}`);
  return thousands ? value * 1000 : value;
}

/**
 * A salary text with every euro amount in it rewritten in the one format of the page's language: "€60k - €72k" ->
 * "€60,000 - €72,000" ("60.000 € - 72.000 €" on a German page), "45.000 € pro Jahr" -> "€45,000 pro Jahr". The words
 * around the amounts stay as the employer wrote them, except the period the job form writes from its select ("per
 * month"), which a German page shows in German.
 */
export function formatSalaryText(text: string): string {
  const formatted = text.replace(EURO_AMOUNT, (match, w1?: string, d1?: string, k?: string, w2?: string, d2?: string) => {
    const value = w1 !== undefined ? amountOf(w1, d1, k) : amountOf(w2 ?? "", d2, undefined);
    return Number.isFinite(value) && value > 0 ? formatEuro(value) : match;
  });
  if (currentLocale() === "en") return formatted;
  const periods = { hour: m.jobs_salary_word_per_hour, month: m.jobs_salary_word_per_month, year: m.jobs_salary_word_per_year };
  return formatted.replace(/\bper (hour|month|year)\b/g, (_, unit: keyof typeof periods) => periods[unit]());
}

/** True when the range is the full 0 to 120,000, which means "no salary filter". */
export function isFullSalaryRange(range: readonly [number, number]): boolean {
  return range[0] <= SALARY_MIN && range[1] >= SALARY_MAX;
}
