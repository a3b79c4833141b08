/**
 * THE euro format of the site (docs/product.md#salary): "€40,000", "€45,934.20", "€13.90": the sign first,
 * thousands with commas, cents only when there are any. Every amount a person reads goes through it: job cards
 * and pages, the salary filter, employer pages, visa figures, e-mails. It lives in content so that the visa
 * figures (content/visa-facts.ts) use it too; the app imports it from app/features/jobs/salary.ts.
 */
// Made once: creating a number format costs more than the /jobs page's whole render of a job card.
const wholeEuros = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const centEuros = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatEuro(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  const text = (cents ? centEuros : wholeEuros).format(Math.abs(amount));
  return `${amount < 0 ? "-" : ""}€${text}`;
}
