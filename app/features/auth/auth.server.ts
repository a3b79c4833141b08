import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "#db/client.ts";
import { authSchema, profiles } from "#db/schema.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import type { Config } from "#app/lib/config.server.ts";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";
import { linkMail, type Mailer } from "./mailer.server.ts";
import { fieldErrors, messages, PASSWORD_MAX, PASSWORD_MIN, registerSchema } from "./schemas.ts";

export function createAuth(opts: { config: Config; database: Database; mailer: Mailer; secret: string }) {
  const { config, database, mailer } = opts;
  return betterAuth({
    appName: "PearlBridge Jobs",
    baseURL: config.publicUrl,
    secret: opts.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(
          linkMail({
            to: user.email,
            subject: "Reset your PearlBridge Jobs password",
            greetingName: user.name,
            intro: "We received a request to reset the password of your PearlBridge Jobs account.",
            action: "Choose a new password",
            url,
            outro: "The link is valid for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(
          linkMail({
            to: user.email,
            subject: "Confirm your e-mail address for PearlBridge Jobs",
            greetingName: user.name,
            intro: "Welcome to PearlBridge Jobs! Please confirm your e-mail address to activate your account.",
            action: "Confirm my e-mail address",
            url,
            outro: "If you did not create an account, you can ignore this e-mail.",
          }),
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
        if (ctx.path !== "/sign-up/email") return;
        // Sign-up carries the profile; its rules are the registration form's (docs/product.md#accounts).
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (!body.name || !body.phoneNumber) {
          throw new APIError("BAD_REQUEST", { message: messages.nameAndPhoneRequired });
        }
        const parsed = registerSchema.safeParse({
          fullName: body.name,
          phoneNumber: body.phoneNumber,
          email: body.email,
          password: body.password,
        });
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          throw new APIError("BAD_REQUEST", { message: Object.values(errors)[0] ?? "Invalid input", errors });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            try {
              await database.db
                .insert(profiles)
                .values({
                  id: user.id,
                  fullName: String(body.name ?? user.name).trim(),
                  phoneNumber: String(body.phoneNumber ?? "").trim(),
                })
                .onConflictDoNothing();
            } catch (error) {
              // A failed profile write is logged and does not block the sign-up (docs/product.md#accounts).
              console.error(`[auth] could not write the profile of user ${user.id}:`, error);
            }
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// The service registry in app/lib knows no feature: this feature adds its services to the registry's type.
declare module "#app/lib/services.server.ts" {
  interface Services {
    auth: Auth;
    mailer: Mailer;
  }
}
