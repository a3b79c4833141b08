/**
 * An amount of euros as German and English writers type it (docs/decisions/202-money-as-typed.md). One rule,
 * so that a typed amount has exactly one reading or is refused:
 * - spaces, a euro sign or "EUR" before or after, and a German ",-" (no cents) are dropped;
 * - two different marks ("4.100,50", "4,100.50"): the last one is the decimal mark, the other separates thousands;
 * - the same mark more than once ("1.250.000"): thousands;
 * - one mark once: followed by exactly three digits it separates thousands ("4.100", "4,100"), by one or two
 *   digits it is the decimal mark ("13,50", "13.5");
 * - thousands groups are one to three digits, then groups of three; at most two decimals.
 * What still has two readings is refused as ambiguous: three digits after the decimal mark ("4,100.500"), or
 * three digits after a lone mark that cannot be thousands ("0,500", "4100,500").
 */
export type AmountReading = { amount: number } | { problem: "invalid" | "ambiguous" };

const MAX_DIGITS = 7;
const GROUPED = /^[1-9]\d{0,2}(?:X\d{3})+$/;

/** Whether `whole` is digits grouped by `mark` in threes ("4.100", "1.250.000"). */
function grouped(whole: string, mark: string): boolean {
  return GROUPED.test(whole.replaceAll(mark, "X"));
}

function reading(whole: string, decimals = ""): AmountReading {
  const digits = whole.replace(/\D/g, "");
  if (digits.length === 0 || digits.length > MAX_DIGITS) return { problem: "invalid" };
  return { amount: Number(`${digits}.${decimals || "0"}`) };
}

export function readAmount(value: string): AmountReading {
  const t = value
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^(?:€|eur(?:o)?)|(?:€|eur(?:o)?)$/gi, "")
    .replace(/,[-–]$/, "");
  if (!/^\d[\d.,]*$/.test(t) || /[.,]$/.test(t)) return { problem: "invalid" };
  const marks = [...new Set(t.replace(/\d/g, ""))];
  if (marks.length === 0) return reading(t);
  if (marks.length === 2) {
    const at = Math.max(t.lastIndexOf("."), t.lastIndexOf(","));
    const [whole, decimals] = [t.slice(0, at), t.slice(at + 1)];
    const thousands = t[at] === "." ? "," : ".";
    if (whole.includes(t[at]!) || !grouped(whole, thousands)) return { problem: "invalid" };
    if (decimals.length === 3) return { problem: "ambiguous" };
    return decimals.length <= 2 ? reading(whole, decimals) : { problem: "invalid" };
  }
  const mark = marks[0]!;
  const parts = t.split(mark);
  if (parts.length > 2) return grouped(t, mark) ? reading(t) : { problem: "invalid" };
  const [whole, after] = parts as [string, string];
  if (after.length === 3) return grouped(t, mark) ? reading(t) : { problem: "ambiguous" };
  return after.length <= 2 ? reading(whole, after) : { problem: "invalid" };
}

/** The amount, or null when it is not one reading of an amount (the form's message says which). */
export function parseAmount(value: string): number | null {
  const r = readAmount(value);
  return "amount" in r ? r.amount : null;
}
