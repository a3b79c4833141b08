import { describe, expect, it } from "vitest";
import { readAmount } from "./amounts.ts";

// The worked examples of docs/decisions/202-money-as-typed.md: what a recruiter types, and the one reading kept.
describe("an amount as typed", () => {
  it.each([
    ["4.100,50", 4100.5],
    ["4100,50 €", 4100.5],
    ["4,100.50", 4100.5],
    ["4100.50", 4100.5],
    ["4100", 4100],
    ["4.100", 4100],
    ["4,100", 4100],
    ["€ 4.100", 4100],
    ["4.100,- €", 4100],
    ["EUR 4100", 4100],
    ["4100 Euro", 4100],
    ["4 100,50", 4100.5],
    ["4\u00a0100,50\u00a0€", 4100.5],
    ["1.250.000", 1250000],
    ["1,250,000.00", 1250000],
    ["1.250.000,5", 1250000.5],
    ["13,50", 13.5],
    ["13.5", 13.5],
    ["0,50", 0.5],
  ])("%j is %d euros", (text, amount) => {
    expect(readAmount(text)).toEqual({ amount });
  });

  it.each([
    ["4,100.500", "three decimals after thousands: 4,100.50 or 4,100,500?"],
    ["4.100,500", "the same the German way round"],
    ["0,500", "a lone mark before three digits that cannot be thousands: half a euro or five hundred?"],
    ["4100,500", "four digits before three: 4100.5 or 4,100,500?"],
  ])("%j is ambiguous (%s)", (text) => {
    expect(readAmount(text)).toEqual({ problem: "ambiguous" });
  });

  it.each([
    "",
    "lots",
    "1e5",
    "-5",
    "4.100.50",
    "41,00.50",
    "4.100,50,00",
    "4,100,50.5",
    "4100.",
    ".50",
    "4100,5000",
    "4.10.000",
    "12345678",
    "€",
  ])("%j is not an amount", (text) => {
    expect(readAmount(text)).toEqual({ problem: "invalid" });
  });
});
