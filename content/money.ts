/**
 * THE euro format of the site (docs/product.md#salary), in the reader's language. English: "€40,000", "€45,934.20",
 * "€13.90" (the sign first, thousands with commas); German: "40.000 €", "45.934,20 €" (the sign after a no-break
 * space, as German writes it). Cents only when there are any. Every amount a person reads goes through it: job
 * cards and pages, the salary filter, employer pages, visa figures, e-mails. It lives in content so that the visa
 * figures (content/visa-facts.ts) use it too; content cannot know the page's language, so the app passes it
 * (app/features/jobs/salary.ts formatEuro does). Stored texts (the job form's salary) always take "en".
 */
import type { Language } from "#vocabulary/languages.ts";

const INTL_LOCALES = { en: "en-GB", de: "de-DE" } as const;

// Made once per language, when first needed: creating a number format costs more than the /jobs page's whole
// render of a job card.
const formats: Partial<Record<Language, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>> = {};
function formatsOf(language: Language) {
  return (formats[language] ??= {
    whole: new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
}

export function formatEuro(amount: number, language: Language = "en"): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  const { whole, cents: withCents } = formatsOf(language);
  const text = (cents ? withCents : whole).format(Math.abs(amount));
  const sign = amount < 0 ? "-" : "";
  return language === "de" ? `${sign}${text}\u00a0€` : `${sign}€${text}`;
}
