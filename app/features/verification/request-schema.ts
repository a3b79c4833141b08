import { COMPANY_WEBSITE_MAX, isWebsite, withScheme } from "#app/features/employers/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { plainText, z, type Message } from "#app/lib/zod.ts";

/**
 * The verification request's fields (issue 27, item 7): what the administrators need to check a company.
 * Shared by the form (Conform's checks in the browser) and the server, which adds the contact's phone check
 * (request-schema.server.ts: libphonenumber-js stays off the page).
 */
export const VERIFICATION_TEXT_MAX = 200;
export const POSTAL_CODE_MAX = 10;

/** A postcode as Germany (5 digits), Austria and Switzerland (4) or another country writes it: letters, digits, space, hyphen. */
export function isPostalCode(value: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N} -]{2,9}$/u.test(value) && /\p{N}/u.test(value);
}

const tooLong = (max: number) => () => m.verification_error_too_long({ max });

const line = (missing: Message, max = VERIFICATION_TEXT_MAX) =>
  plainText(missing)
    .min(1, { error: missing })
    .max(max, { error: tooLong(max) });

export const verificationRequestSchema = z.object({
  registerNumber: line(m.verification_error_register),
  street: line(m.verification_error_street),
  postalCode: plainText(m.verification_error_postal_code).refine(isPostalCode, { error: m.verification_error_postal_code }),
  city: line(m.verification_error_city, 100),
  // "www.example.de" is stored as "https://www.example.de", as on the company profile (decision 203).
  website: plainText(m.verification_error_website)
    .max(COMPANY_WEBSITE_MAX, { error: m.verification_error_website })
    .transform(withScheme)
    .refine(isWebsite, { error: m.verification_error_website }),
  contactName: line(m.verification_error_contact_name, 100),
  contactPhoneOrEmail: line(m.verification_error_contact_reach, 254),
});

export type VerificationRequestInput = z.output<typeof verificationRequestSchema>;

/** The hidden `intent` of the request form, which posts to the company profile's action. */
export const VERIFICATION_INTENT = "request-verification";
