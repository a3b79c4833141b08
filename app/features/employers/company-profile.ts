import { multilineText, plainText, z } from "#app/lib/zod.ts";
import { companyNameSchema } from "#app/features/auth/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** The company profile form's rules and messages (shared by the server and the form). */
export const COMPANY_TEXT_MAX = 80;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_ABOUT_MAX = 2000;

/** Message functions, read when a value is checked (in the request's language). */
export const companyMessages = {
  industryTooLong: () => m.employer_company_industry_too_long({ max: formatNumber(COMPANY_TEXT_MAX) }),
  headquartersTooLong: () => m.employer_company_headquarters_too_long({ max: formatNumber(COMPANY_TEXT_MAX) }),
  website: m.employer_company_website,
  aboutTooLong: () => m.employer_company_about_too_long({ max: formatNumber(COMPANY_ABOUT_MAX, { useGrouping: false }) }),
  plainText: m.employer_company_plain_text,
} as const;

/**
 * Bidi overrides and isolates, which can make a text read differently from what it says. Control characters
 * (a NUL, which cannot be stored) are refused by plainText and multilineText with their own message.
 */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/u;

const line = (tooLong: () => string) =>
  plainText()
    .max(COMPANY_TEXT_MAX, { error: tooLong })
    .refine((v) => !BIDI.test(v), { error: companyMessages.plainText })
    .optional();

/** A web address people can open from the company page: http or https with a host, nothing else. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/**
 * A web address as people type it: "www.pflege-muster.de" or "pflege-muster.de/karriere" gets `https://`
 * (docs/decisions/203-websites-without-a-scheme.md). Anything that starts with a scheme keeps it, so that
 * "javascript:..." or "ftp://..." is still refused by isWebsite; a host with a port ("example.de:8080") is no scheme.
 */
export function withScheme(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !scheme[1]!.includes(".")) return value;
  return `https://${value}`;
}

export const companyProfileSchema = z.object({
  name: companyNameSchema,
  industry: line(companyMessages.industryTooLong),
  headquarters: line(companyMessages.headquartersTooLong),
  website: plainText()
    .max(COMPANY_WEBSITE_MAX, { error: companyMessages.website })
    .transform(withScheme)
    .refine(isWebsite, { error: companyMessages.website })
    .optional(),
  about: multilineText()
    .max(COMPANY_ABOUT_MAX, { error: companyMessages.aboutTooLong })
    .refine((v) => !BIDI.test(v), { error: companyMessages.plainText })
    .optional(),
});

export type CompanyProfileInput = z.output<typeof companyProfileSchema>;
