import { plainText, z } from "#app/lib/zod.ts";

/**
 * The account rules and messages of docs/product.md#validation-messages, word for word; shared by the forms
 * (client-side checks through Conform) and the server (parseForm in the actions). Conform turns an empty
 * field into undefined, so each string also names the message for a missing value.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;

export const messages = {
  email: "Please enter a valid email address",
  password: "Password must be at least 6 characters",
  passwordTooLong: "Password is too long",
  fullName: "Please enter your full name",
  fullNameTooLong: "Name is too long",
  phone: "Please enter a valid phone number",
  phoneTooLong: "Phone number is too long",
  /** The server's answer to a number of the right shape that is none (phone.server.ts), with the country's forms. */
  phoneIn: {
    DE: "Please enter a valid phone number, such as 030 1234567 or +49 30 1234567",
    UG: "Please enter a valid phone number, such as 0772 123456 or +256 772 123456",
  },
  nameAndPhoneRequired: "Full name and phone number are required",
  companyName: "Please enter your company's name",
  companyNameTooLong: "Company name is too long",
} as const;

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 100;

const email = z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email));
const password = z.string(messages.password).min(PASSWORD_MIN, messages.password).max(PASSWORD_MAX, messages.passwordTooLong);
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
  .string(messages.fullName)
  .trim()
  .min(FULL_NAME_MIN, messages.fullName)
  .max(FULL_NAME_MAX, messages.fullNameTooLong)
  .refine((v) => !UNSAFE_NAME_CHARACTER.test(v) && HAS_LETTER.test(v), messages.fullName);
export const phoneNumber = z
  .string(messages.phone)
  .trim()
  .min(PHONE_MIN, messages.phone)
  .max(PHONE_MAX, messages.phoneTooLong)
  .refine((v) => PHONE_SHAPE.test(v) && PHONE_DIGITS(v) >= 7 && PHONE_DIGITS(v) <= 15, messages.phone);

/** A company's name: shown on job pages and in e-mails, so the same character rules as a person's name. */
export const companyName = z
  .string(messages.companyName)
  .trim()
  .min(COMPANY_NAME_MIN, messages.companyName)
  .max(COMPANY_NAME_MAX, messages.companyNameTooLong)
  .refine((v) => !UNSAFE_NAME_CHARACTER.test(v) && HAS_LETTER.test(v), messages.companyName);
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
