import { m } from "#app/lib/i18n/i18n.ts";
import { plainText, z } from "#app/lib/zod.ts";

/**
 * The account rules and messages of docs/product.md#validation-messages, word for word; shared by the forms
 * (client-side checks through Conform) and the server (parseForm in the actions). Conform turns an empty
 * field into undefined, so each string also names the message for a missing value. The messages are message
 * functions, read when a value is checked (in the request's language).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;

export const messages = {
  email: m.account_val_email,
  password: m.account_val_password,
  passwordTooLong: m.account_val_password_too_long,
  fullName: m.account_val_full_name,
  fullNameTooLong: m.account_val_full_name_too_long,
  phone: m.account_val_phone,
  phoneTooLong: m.account_val_phone_too_long,
  /** The server's answer to a number of the right shape that is none (phone.server.ts), with the country's forms. */
  phoneIn: {
    DE: m.account_val_phone_de,
    UG: m.account_val_phone_ug,
  },
  nameAndPhoneRequired: m.account_val_name_and_phone,
  companyName: m.account_val_company_name,
  companyNameTooLong: m.account_val_company_name_too_long,
} as const;

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 100;

const email = z
  .string({ error: messages.email })
  .trim()
  .max(254, { error: messages.email })
  .pipe(z.email({ error: messages.email }));
const password = z
  .string({ error: messages.password })
  .min(PASSWORD_MIN, { error: messages.password })
  .max(PASSWORD_MAX, { error: messages.passwordTooLong });
/**
 * A name is shown on pages and in e-mails, so it may hold no invisible or layout-changing characters:
 * control characters (C0 and C1; a NUL cannot even be stored), format characters such as bidi overrides
 * (U+202E) and zero-width spaces, private-use code points, and line or paragraph separators (U+2028/9).
 * The zero-width joiner and non-joiner stay allowed: several scripts need them inside words.
 */
const UNSAFE_NAME_CHARACTER = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;
/** And it has at least one letter (of any script), so that it is not only punctuation or joiners. */
const HAS_LETTER = /\p{L}/u;
/** A phone number's shape: an optional leading +, then digits with the usual separators (space - . / ( )). */
const PHONE_SHAPE = /^\+?[0-9 ()./-]+$/;
/** 7 to 15 digits: the shortest national numbers to the longest international (E.164) ones. */
const PHONE_DIGITS = (value: string) => (value.match(/[0-9]/g) ?? []).length;

export const fullName = z
  .string({ error: messages.fullName })
  .trim()
  .min(FULL_NAME_MIN, { error: messages.fullName })
  .max(FULL_NAME_MAX, { error: messages.fullNameTooLong })
  .refine((v) => !UNSAFE_NAME_CHARACTER.test(v) && HAS_LETTER.test(v), { error: messages.fullName });
export const phoneNumber = z
  .string({ error: messages.phone })
  .trim()
  .min(PHONE_MIN, { error: messages.phone })
  .max(PHONE_MAX, { error: messages.phoneTooLong })
  .refine((v) => PHONE_SHAPE.test(v) && PHONE_DIGITS(v) >= 7 && PHONE_DIGITS(v) <= 15, { error: messages.phone });

/** A company's name: shown on job pages and in e-mails, so the same character rules as a person's name. */
export const companyName = z
  .string({ error: messages.companyName })
  .trim()
  .min(COMPANY_NAME_MIN, { error: messages.companyName })
  .max(COMPANY_NAME_MAX, { error: messages.companyNameTooLong })
  .refine((v) => !UNSAFE_NAME_CHARACTER.test(v) && HAS_LETTER.test(v), { error: messages.companyName });
export const companyNameSchema = companyName;

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({ fullName, phoneNumber, email, password });
/** The employer sign-up: the job seeker's fields and the company's name. */
export const employerRegisterSchema = registerSchema.extend({ companyName });
export const profileSchema = z.object({ fullName, phoneNumber });
export const emailSchema = z.object({ email });
/** A reset token, or a confirmation link's signed token (which carries the address: longer). */
export const TOKEN_MAX = 1024;
// The token is looked up in the database: no control characters (a NUL fails the query; lib/text.ts).
export const newPasswordSchema = z.object({ password, token: plainText().min(1).max(TOKEN_MAX) });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
