import { describe, expect, it } from "vitest";
import { messages, profileSchema } from "./schemas.ts";

const check = (fullName: string, phoneNumber = "+256 700 123456") => {
  const r = profileSchema.safeParse({ fullName, phoneNumber });
  return r.success ? "ok" : r.error.issues.map((i) => i.message).join("; ");
};

describe("profile rules", () => {
  it("accepts names in any script, with apostrophes, hyphens and joiners", () => {
    for (const name of ["Nakato Sarah", "O'Brien-Müller", "Ssempijja Ø.", "محمد علی", "क्ष\u200dत्र Singh", "Zoë"]) {
      expect(check(name)).toBe("ok");
    }
  });

  it("refuses names with invisible or layout-changing characters, or without a letter", () => {
    for (const name of [
      "Anna\r\nVisit evil.example",
      "Anna\u202Egnp.exe",
      "Anna\u0085Bob",
      "Anna\u2028Bob",
      "Anna\u200bBob",
      "\u200c\u200d\u200c",
      "-- !!",
      "Anna\u2066x\u2069",
    ]) {
      expect(check(name), JSON.stringify(name)).toBe(messages.fullName());
    }
    expect(check("A")).toBe(messages.fullName());
    expect(check("A".repeat(5000))).toBe(messages.fullNameTooLong());
  });

  it("accepts phone numbers in the usual notations and refuses anything else", () => {
    for (const phone of ["+256 700 123456", "0700-123-456", "(0)30 1234 5678", "+49.30.123456", "030/1234567"]) {
      expect(check("Anna Bob", phone), phone).toBe("ok");
    }
    for (const phone of ["javascript:alert(1)", "+256 700 abc 456", "12+3456789", "------------", "++256700123456"]) {
      expect(check("Anna Bob", phone), phone).toBe(messages.phone());
    }
  });
});
