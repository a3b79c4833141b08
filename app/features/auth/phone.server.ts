/**
 * Phone numbers as people type them (docs/decisions/204-phone-numbers-as-e164.md): international ("+49 30
 * 1234567", "00256 772 123456") or national in the account's own country ("030 1234567" for an employer,
 * "0772 123456" for a job seeker), checked against libphonenumber-js's full metadata and stored as E.164.
 * Server only: the metadata weighs about 80 KB, so the browser checks the shape only (schemas.ts) and the
 * server gives the answer.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { employerRegisterSchema, messages, phoneNumber, profileSchema, registerSchema } from "./schemas.ts";
import type { AccountKind } from "./guards.server.ts";

/** The country a national number is read in: our employers are in Germany, our job seekers in Uganda. */
export type PhoneCountry = "DE" | "UG";
export const phoneCountryOf = (kind: AccountKind): PhoneCountry => (kind === "employer" ? "DE" : "UG");

/** The number in E.164 ("+49301234567"), or null when it is no valid number. */
export function normalisePhone(value: string, defaultCountry: PhoneCountry): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number as people read it: E.164 in international groups ("+256 772 123456"); a number stored before
 * E.164, which may not read as one, as it was stored.
 */
export function phoneForDisplay(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** The phone field: the shared shape check, then the number's own check and its E.164 form. */
export function phoneIn(country: PhoneCountry) {
  return phoneNumber.transform((value, ctx) => {
    const e164 = normalisePhone(value, country);
    if (e164) return e164;
    ctx.addIssue({ code: "custom", message: messages.phoneIn[country]() });
    return value;
  });
}

/** The server's forms: the shared schemas with the phone number checked and stored as E.164. */
export const serverSchemas = {
  jobSeekerRegister: registerSchema.extend({ phoneNumber: phoneIn("UG") }),
  /** An invited colleague signs up with the job seeker's fields, as an employer. */
  invitedRegister: registerSchema.extend({ phoneNumber: phoneIn("DE") }),
  employerRegister: employerRegisterSchema.extend({ phoneNumber: phoneIn("DE") }),
  profile: (kind: AccountKind) => profileSchema.extend({ phoneNumber: phoneIn(phoneCountryOf(kind)) }),
};
