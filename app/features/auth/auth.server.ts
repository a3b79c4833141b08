import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { organization } from "better-auth/plugins/organization";
import { adminAc, defaultStatements, ownerAc } from "better-auth/plugins/organization/access";
import { createAccessControl } from "better-auth/plugins/access";
import { and, eq, like } from "drizzle-orm";
import { z } from "#app/lib/zod.ts";
import type { Database } from "#db/client.ts";
import { authSchema, companyProfiles, profiles, user as userTable, verification } from "#db/schema.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import type { Config } from "#app/lib/config.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";
import { queueCappedMail } from "#app/lib/mail-queue.server.ts";
import { linkMail, mailName, type MailMessage, type Mailer } from "./mailer.server.ts";
import { hashPassword, isCommonPassword, passwordTooCommon, verifyPassword, type PasswordHashing } from "./passwords.server.ts";
import { grantAdmin } from "./admins.server.ts";
import { autoSignInWanted, signsInOnVerification, signUpReturnPath } from "./auto-sign-in.server.ts";
import { createCompany } from "./companies.server.ts";
import { createRegistrantCheck } from "./registrant.server.ts";
import { createSignInLock } from "./sign-in-lock.server.ts";
import { isPendingInvitationFor } from "./invitations.server.ts";
import { companyNameSchema, messages, PASSWORD_MAX, PASSWORD_MIN } from "./schemas.ts";
import { normalisePhone, phoneCountryOf, serverSchemas } from "./phone.server.ts";
import type { CompanyRole } from "#vocabulary/roles.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { isLocale, localizePath, type Locale } from "#app/lib/i18n/locale.ts";

/**
 * Company roles (decision 014). Owners and admins manage the team (invite, remove, change roles) and the company;
 * a recruiter works on jobs and applicants only, which the organization plugin's permissions do not cover: our
 * own routes check the membership. Better Auth's default "member" role is not used.
 */
const companyAc = createAccessControl(defaultStatements);
export const COMPANY_ROLES = {
  owner: companyAc.newRole(ownerAc.statements),
  admin: companyAc.newRole(adminAc.statements),
  recruiter: companyAc.newRole({ organization: [], member: [], invitation: [], team: [], ac: ["read"] }),
} satisfies Record<CompanyRole, unknown>;
const isCompanyRole = (role: unknown): boolean =>
  (Array.isArray(role) ? role : [role]).every((r) => typeof r === "string" && Object.hasOwn(COMPANY_ROLES, r));

/** Invitations to a company stay valid for 7 days. */
const INVITATION_DAYS = 7;

/**
 * The only Better Auth endpoints answered over HTTP (/api/auth/...): what our forms call through the handler
 * (auth-endpoints.server.ts) and the links we mail. Everything else is 404 to a client, so that no endpoint can
 * walk around our own rules: /update-user around the profile's, the organization plugin's around the company
 * form's and the team's (its create and update stored names and slugs unchecked and unaudited). Our server code
 * still calls the few it needs through `auth.api` (invitations, the active company, sessions).
 */
export const EXPOSED_AUTH_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/send-verification-email",
  "/verify-email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
] as const;

/** Where the password-reset link leads (with ?token= or ?error=INVALID_TOKEN), and a confirmation by another browser. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** Invitations one account may send in an hour: a team is built over days, a spam run needs many. */
export const INVITATIONS_PER_HOUR = 5;
export const invitationTexts = {
  tooMany: () => m.account_invite_too_many({ count: INVITATIONS_PER_HOUR }),
  notEmployer: m.account_invite_not_employer,
} as const;

export function createAuth(opts: { config: Config; database: Database; secret: string; passwords?: PasswordHashing }) {
  const { config, database } = opts;
  const db = database.db;

  /**
   * Mails to one recipient are limited (RATE_LIMIT_MAIL_MAX per window, with every other mail to the address):
   * sign-in attempts on an unverified account, or repeated reset requests, cannot flood an inbox. Over the limit
   * the mail is dropped silently; the answer to the request stays the same, so nothing is revealed.
   */
  async function sendLimited(message: MailMessage): Promise<void> {
    // Better Auth calls this after storing its token; the mail is queued on the database (the worker sends it).
    await queueCappedMail(db, message, { max: config.RATE_LIMIT_MAIL_MAX, windowSeconds: config.RATE_LIMIT_MAIL_WINDOW_SECONDS });
  }

  /** Reset links not yet used stop working once the password has changed. */
  async function revokeResetTokens(userId: string): Promise<void> {
    await db.delete(verification).where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
  }

  const signInLock = createSignInLock({ db, config, secret: opts.secret });
  const registrant = createRegistrantCheck({ secret: opts.secret, secure: config.publicUrl.startsWith("https://") });

  return betterAuth({
    appName: "PearlBridge Jobs",
    baseURL: config.publicUrl,
    secret: opts.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, { provider: "pg", schema: authSchema }),
    user: {
      // Read with the session; never taken from a request (input: false). The employer sign-up sets `kind` in
      // the user-creation hook below; administrators are granted at sign-in (ADMIN_EMAILS) or by `npm run admin`.
      additionalFields: {
        kind: { type: "string", input: false, required: false, defaultValue: "job_seeker" },
        isAdmin: { type: "boolean", input: false, required: false, defaultValue: false },
        language: { type: "string", input: false, required: false, defaultValue: "en" },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // Better Auth's format and parameters, with Node's scrypt off the main thread (passwords.server.ts).
      password: opts.passwords ?? { hash: hashPassword, verify: verifyPassword },
      async onPasswordReset({ user }) {
        await revokeResetTokens(user.id);
        await signInLock.lift(user.email);
      },
      // A sign-up with an address that has an account answers as any sign-up does (nothing is revealed); the
      // address's owner gets a mail with the ways in, instead of waiting for a link that never comes.
      async onExistingUserSignUp({ user }, request) {
        const returnTo = await signUpReturnPath(request);
        const language = languageOf(user);
        const signIn = new URL(localizePath("/auth", language), config.publicUrl);
        if (returnTo) signIn.searchParams.set("redirectTo", returnTo);
        const reset = new URL(signIn);
        reset.searchParams.set("forgot", "1");
        await sendLimited(
          withLocale(language, () =>
            linkMail({
              to: user.email,
              subject: m.account_mail_existing_subject(),
              greetingName: user.emailVerified ? mailName(user.name) : undefined,
              intro: m.account_mail_existing_intro(),
              action: m.account_mail_existing_action(),
              url: signIn.href,
              secondary: { action: m.account_mail_existing_forgot(), url: reset.href },
              outro: m.account_mail_existing_outro(),
            }),
          ),
        );
      },
      async sendResetPassword({ user, url }) {
        const language = languageOf(user);
        await sendLimited(
          withLocale(language, () =>
            linkMail({
              to: user.email,
              subject: m.account_mail_reset_subject(),
              // Text the registrant chose goes only to an address that proved to be theirs.
              greetingName: user.emailVerified ? mailName(user.name) : undefined,
              intro: m.account_mail_reset_intro(),
              action: m.account_mail_reset_action(),
              url: withCallbackIn(url, language),
              outro: m.account_mail_reset_outro(),
            }),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Only a registration that carries a return path (a job's apply sheet) is signed in by its link (decision 021).
      get autoSignInAfterVerification() {
        return autoSignInWanted();
      },
      // A link opened outside the browser in which the account was made (decision 036) confirms nothing by itself:
      // it leads to the page where the address's owner chooses the password, which then confirms the address.
      async beforeEmailVerification(user, request) {
        if (registrant.isRegistrant(request, user.email, user.id)) return;
        const link = new URL(request?.url ?? "/", config.publicUrl).searchParams;
        const target = new URLSearchParams({ token: link.get("token") ?? "", confirmed: "1" });
        // A page to go on to after signing in (a job's apply sheet), not the sign-in pages themselves.
        const returnTo = link.get("callbackURL");
        if (signsInOnVerification(returnTo)) target.set("redirectTo", returnTo!);
        const page = localizePath(RESET_PASSWORD_PATH, languageOf(user));
        throw new APIError("FOUND", undefined, new Headers({ location: `${page}?${target}` }));
      },
      async sendVerificationEmail({ user, url }) {
        const language = languageOf(user);
        await sendLimited(
          withLocale(language, () =>
            linkMail({
              to: user.email,
              subject: m.account_mail_verify_subject(),
              // No greeting by name: anyone can register any address with any "name" (text of their choosing).
              intro: m.account_mail_verify_intro(),
              action: m.account_mail_verify_action(),
              url: withCallbackIn(url, language),
              outro: m.account_mail_verify_outro(),
            }),
          ),
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS, max: config.RATE_LIMIT_SIGN_IN_MAX },
        "/sign-up/email": { window: config.RATE_LIMIT_FORM_WINDOW_SECONDS, max: config.RATE_LIMIT_FORM_MAX },
        "/request-password-reset": { window: config.RATE_LIMIT_FORM_WINDOW_SECONDS, max: config.RATE_LIMIT_FORM_MAX },
        "/send-verification-email": { window: config.RATE_LIMIT_FORM_WINDOW_SECONDS, max: config.RATE_LIMIT_FORM_MAX },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its origin check when it detects a test run; keep it on everywhere, so that the
      // tests exercise the same protection as production.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A request from a client (not our server's own `auth.api` call) reaches only the exposed endpoints.
        if (ctx.request && !(EXPOSED_AUTH_PATHS as readonly string[]).includes(ctx.path)) throw new APIError("NOT_FOUND");
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case "/sign-up/email": {
            // Sign-up carries the profile; its rules are the registration form's (docs/product.md#accounts).
            if (!body.name || !body.phoneNumber) {
              throw new APIError("BAD_REQUEST", { message: messages.nameAndPhoneRequired() });
            }
            // We show no user pictures: an image URL (e.g. javascript:...) is never stored.
            if (body.image !== undefined) throw new APIError("BAD_REQUEST", { message: m.account_auth_unsupported_image() });
            // The phone is read as the account's country (an employer's sign-up in Germany) and stored as E.164.
            const employerSignUp = body.companyName !== undefined || body.invitationId !== undefined;
            const schema = employerSignUp ? serverSchemas.invitedRegister : serverSchemas.jobSeekerRegister;
            const parsed = schema.safeParse({
              fullName: body.name,
              phoneNumber: body.phoneNumber,
              email: body.email,
              password: body.password,
            });
            if (!parsed.success) {
              const { fieldErrors } = z.flattenError(parsed.error);
              throw new APIError("BAD_REQUEST", {
                message: parsed.error.issues[0]?.message ?? m.account_auth_invalid_input(),
                errors: fieldErrors,
              });
            }
            if (body.companyName !== undefined && body.invitationId !== undefined) {
              throw new APIError("BAD_REQUEST", { message: m.account_auth_company_or_invitation() });
            }
            if (body.companyName !== undefined) {
              const company = companyNameSchema.safeParse(body.companyName);
              if (!company.success) {
                const message = company.error.issues[0]?.message ?? m.account_auth_invalid_company();
                throw new APIError("BAD_REQUEST", { message, errors: { companyName: [message] } });
              }
            }
            refuseCommonPassword(body.password);
            return;
          }
          case "/reset-password":
            refuseCommonPassword(body.newPassword);
            return;
          case "/organization/invite-member":
            // Only our three roles (Better Auth would also accept its default "member").
            if (!isCompanyRole(body.role)) {
              throw new APIError("BAD_REQUEST", { message: m.account_auth_invalid_role() });
            }
            return;
          case "/organization/accept-invitation": {
            // A company team is made of employer accounts: a job seeker account stays one (decision 015).
            const session = await getSessionFromCtx(ctx);
            if (session && (session.user as { kind?: unknown }).kind !== "employer") {
              throw new APIError("FORBIDDEN", { message: m.account_invite_job_seeker() });
            }
            return;
          }
          case "/sign-in/email":
            // Failed sign-ins per account, whatever the client's address (many addresses, one target).
            await signInLock.check(ctx, String(body.email ?? ""));
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        if (ctx.path !== "/sign-in/email") return;
        // The right password of an unconfirmed account: its new link is this browser's to open.
        if (failed && returned.statusCode === 403 && returned.body?.code === "EMAIL_NOT_VERIFIED") {
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "")
            .trim()
            .toLowerCase();
          const [account] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
          if (account) registrant.mark(ctx, email, account.id);
        }
        if (failed && returned.statusCode === 401) {
          await signInLock.failed(ctx, String((ctx.body as { email?: unknown } | undefined)?.email ?? ""));
        }
        if (!failed && ctx.context.newSession) {
          const { user } = ctx.context.newSession;
          await signInLock.succeeded(ctx, user.email);
          if (config.ADMIN_EMAILS.includes(user.email.toLowerCase())) await grantAdmin(db, user.id);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The employer sign-up (a company name with the registration) makes an employer account; so does the
          // sign-up of an invited colleague, but only with a pending, unexpired invitation for that very address
          // (an invitation id alone, for another address, makes nobody an employer).
          async before(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const employer =
              typeof body.companyName === "string" || (await isPendingInvitationFor(db, body.invitationId, user.email));
            // The account's e-mails are in the language of the page it signed up on (decision 206).
            const language = currentLocale();
            return { data: { ...user, kind: employer ? "employer" : "job_seeker", isAdmin: false, language } };
          },
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            // This browser made the account (registrant.server.ts). Only here: a sign-up of an address that has an
            // account already answers the same 200 but creates nobody, and must not mark the browser.
            if (ctx?.path === "/sign-up/email") registrant.mark(ctx, user.email, user.id);
            const employer = (user as { kind?: unknown }).kind === "employer";
            try {
              await database.db
                .insert(profiles)
                .values({
                  id: user.id,
                  fullName: String(body.name ?? user.name).trim(),
                  // The forms send E.164 already; a direct call to the endpoint is normalised here too.
                  phoneNumber:
                    normalisePhone(String(body.phoneNumber ?? ""), phoneCountryOf(employer ? "employer" : "job_seeker")) ??
                    String(body.phoneNumber ?? "").trim(),
                })
                .onConflictDoNothing();
            } catch (error) {
              // A failed profile write is logged and does not block the sign-up (docs/product.md#accounts).
              console.error(`[auth] could not write the profile of user ${user.id}:`, error);
            }
            if (typeof body.companyName === "string") {
              // The employer's company, with them as its owner (validated in the sign-up hook above).
              await createCompany(db, { name: body.companyName.trim(), ownerId: user.id });
            }
          },
        },
      },
    },
    plugins: [
      organization({
        ac: companyAc,
        roles: COMPANY_ROLES,
        creatorRole: "owner",
        // Companies are created by the employer sign-up (companies.server.ts) and changed by the company form.
        allowUserToCreateOrganization: false,
        // A company with jobs and applications is suspended by an administrator, never deleted (decision 014).
        disableOrganizationDeletion: true,
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        // Accepting an invitation proves the address: only a verified account may act on one.
        requireEmailVerificationOnInvitation: true,
        async sendInvitationEmail({ id, email, organization: company }) {
          // The address has not proven to be anyone's: the mail carries no text the inviter chose (their name or
          // address, an unverified company's name). It names a company whose name an administrator has checked;
          // the invitation page shows the rest to the person who signs in (decision 035).
          const [profile] = await db
            .select({ verified: companyProfiles.verified })
            .from(companyProfiles)
            .where(eq(companyProfiles.organizationId, company.id));
          const team = profile?.verified ? mailName(company.name) : undefined;
          // In the invitee's language if the address has an account, else in the inviter's page's.
          const [invitee] = await db.select({ language: userTable.language }).from(userTable).where(eq(userTable.email, email));
          const language = languageOf(invitee ?? {});
          await sendLimited(
            withLocale(language, () =>
              linkMail({
                to: email,
                subject: team ? m.account_mail_invite_subject_team({ team }) : m.account_mail_invite_subject(),
                intro: team ? m.account_mail_invite_intro_team({ team }) : m.account_mail_invite_intro(),
                action: m.account_mail_invite_action(),
                url: new URL(
                  localizePath(`/employer/invitations/${encodeURIComponent(id)}`, language),
                  config.publicUrl,
                ).toString(),
                outro: m.account_mail_invite_outro({ days: INVITATION_DAYS }),
              }),
            ),
          );
        },
        organizationHooks: {
          // The plugin's own checks (the inviter may invite) come first; then ours, whoever calls.
          async beforeCreateInvitation({ inviter }) {
            if ((inviter as { kind?: unknown }).kind !== "employer") {
              throw new APIError("FORBIDDEN", { message: invitationTexts.notEmployer() });
            }
            const { allowed } = await consumeRateLimit(db, `invitations:${inviter.id}`, INVITATIONS_PER_HOUR, 3600);
            if (!allowed) throw new APIError("TOO_MANY_REQUESTS", { message: invitationTexts.tooMany() });
          },
        },
      }),
    ],
    telemetry: { enabled: false },
  });
}

/** The language of an account's mails (decision 206); the current page's for an address without one. */
function languageOf(user: object): Locale {
  // Better Auth's types omit our additional fields; the rows it passes carry them.
  const { language } = user as { language?: unknown };
  return isLocale(language) ? language : currentLocale();
}

/**
 * A Better Auth link (verify, reset) whose page after the endpoint (its callbackURL) is in `language`: the mail's
 * reader lands on /de/... when the mail is German, whatever page asked for it.
 */
function withCallbackIn(url: string, language: Locale): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (callback?.startsWith("/")) link.searchParams.set("callbackURL", localizePath(callback, language));
  return link.toString();
}

function refuseCommonPassword(password: unknown): void {
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_TOO_COMMON",
      message: passwordTooCommon(),
      errors: { password: passwordTooCommon() },
    });
  }
}

export type Auth = ReturnType<typeof createAuth>;

// The service registry in app/lib knows no feature: this feature adds its services to the registry's type.
declare module "#app/lib/services.server.ts" {
  interface Services {
    auth: Auth;
    mailer: Mailer;
  }
}
