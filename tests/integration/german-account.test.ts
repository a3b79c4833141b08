/**
 * The account area in German (issue 27, decision 206): sign-in and sign-up answer in the page's language, an
 * account keeps the language it signed up in, the account page changes it, and the auth, alert and newsletter
 * mails are written in the recipient's language with links to the pages in that language.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts, jobs, newsletterSubscriptions, user } from "#db/schema.ts";
import { runDueDigests } from "#app/features/alerts/public.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import * as accountRoute from "#app/routes/account/account.tsx";
import * as authRoute from "#app/routes/account/auth.tsx";
import * as newAlertRoute from "#app/routes/candidate/alerts.new.tsx";
import * as newsletterApi from "#app/routes/content/api.newsletter.ts";
import { publishCopy } from "../support/alert-jobs.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** The first message under each field of a Conform reply. */
function fieldMessages(data: unknown) {
  const error = (data as { result?: { error?: Record<string, string[] | null> } } | undefined)?.result?.error ?? {};
  return Object.fromEntries(Object.entries(error).map(([name, messages]) => [name, messages?.[0]]));
}

let ip = 0;
/** A submission of the /auth (or /de/auth) form, from its own client address (rate limits are per address). */
function submitAuth(path: string, form: Record<string, string>) {
  ip += 1;
  return outcome(() => authRoute.action(routeArgs(pageRequest(path, { form, ip: `192.0.2.${100 + ip}` }))));
}

/** The toast a redirect carries to the next page (redirectWithToast's flash cookie), as the next page reads it. */
async function toastOf(response: Response | null) {
  const cookie = (response?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(pageRequest("/", { cookie }))).toast;
}

describe("the account area in German", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  it("answers the /de/auth and /de/register forms in German", async () => {
    const register = await withLocale("de", () => submitAuth("/de/register", { intent: "register" }));
    expect(register.status).toBe(400);
    expect(fieldMessages(register.data)).toEqual({
      fullName: "Bitte geben Sie Ihren vollständigen Namen ein",
      phoneNumber: "Bitte geben Sie eine gültige Telefonnummer ein",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      password: "Das Passwort muss mindestens 6 Zeichen lang sein",
    });
    const login = await withLocale("de", () => submitAuth("/de/auth", { intent: "login", email: "kein-at" }));
    expect(fieldMessages(login.data)).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      password: "Das Passwort muss mindestens 6 Zeichen lang sein",
    });
    // Better Auth's own refusal (English) comes out in German too.
    const wrong = await withLocale("de", () =>
      submitAuth("/de/auth", { intent: "login", email: "niemand@example.org", password: "falsches-passwort" }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({
      toast: { title: "Anmeldung fehlgeschlagen", description: "E-Mail-Adresse oder Passwort ist falsch" },
    });
    // The same form on the English page stays word for word as before.
    const english = await submitAuth("/auth", { intent: "login", email: "niemand@example.org", password: "falsches-passwort" });
    expect(english.data).toMatchObject({ toast: { title: "Login failed", description: "Invalid email or password" } });
  });

  it("keeps the language of a sign-up on /de/register and mails the German verification link to a German page", async () => {
    const email = "lena.schulz@example.org";
    const done = await withLocale("de", () =>
      submitAuth("/de/register", {
        intent: "register",
        fullName: "Lena Schulz",
        phoneNumber: "0772 123456",
        email,
        password: "lena-pass-1",
      }),
    );
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ ok: true, toast: { title: "Registrierung erfolgreich" } });
    const [row] = await s.db.select({ language: user.language }).from(user).where(eq(user.email, email));
    expect(row?.language).toBe("de");

    const [mail] = await s.outbox(email);
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für PearlBridge Jobs");
    expect(mail?.text).toContain("Willkommen bei PearlBridge Jobs!");
    expect(mail?.text).toContain("Meine E-Mail-Adresse bestätigen: ");
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get("callbackURL")).toBe("/de/auth?verified=1");

    // Opened in another browser, the link asks for the password on the German page (decision 036).
    const opened = await s.auth.handler(new Request(link, { headers: { origin: link.origin } }));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toMatch(/^\/de\/reset-password\?token=/);
  });

  it("changes the language of an account's mails on the account page, with a toast, without scripts", async () => {
    const amina = await createSignedInUser(s, { name: "Amina Nakato" });
    const before = await accountRoute.loader(routeArgs(pageRequest("/account", { cookie: amina.cookie })));
    expect(before).toMatchObject({ language: "en" });

    const refused = await outcome(() =>
      accountRoute.action(
        routeArgs(pageRequest("/account", { cookie: amina.cookie, form: { intent: "update-language", language: "fr" } })),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ languageError: "Please choose English or Deutsch." });

    const saved = await outcome(() =>
      accountRoute.action(
        routeArgs(pageRequest("/account", { cookie: amina.cookie, form: { intent: "update-language", language: "de" } })),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/account");
    expect(await toastOf(saved.response)).toEqual({
      title: "Language saved",
      description: "Our e-mails to you are now written in Deutsch.",
    });
    const [row] = await s.db.select({ language: user.language }).from(user).where(eq(user.id, amina.id));
    expect(row?.language).toBe("de");
    expect(await accountRoute.loader(routeArgs(pageRequest("/account", { cookie: amina.cookie })))).toMatchObject({
      language: "de",
    });

    // A reset asked for on the English page: the mail is German and leads to the German page.
    const forgot = await submitAuth("/auth", { intent: "forgot-password", email: amina.email });
    expect(forgot.status).toBe(200);
    const reset = (await s.outbox(amina.email)).find((m) => m.subject === "Passwort für PearlBridge Jobs zurücksetzen");
    expect(reset?.text).toContain("Hallo Amina Nakato,");
    expect(reset?.text).toContain("Neues Passwort wählen: ");
    expect(new URL(reset!.links[0]!).searchParams.get("callbackURL")).toBe("/de/reset-password");

    // On the German page the answer is German and stays on /de/account; back to English, mails are English again.
    const back = await withLocale("de", () =>
      outcome(() =>
        accountRoute.action(
          routeArgs(pageRequest("/de/account", { cookie: amina.cookie, form: { intent: "update-language", language: "en" } })),
        ),
      ),
    );
    expect(back.location).toBe("/de/account");
    expect(await toastOf(back.response)).toEqual({
      title: "Sprache gespeichert",
      description: "Unsere E-Mails an Sie sind jetzt auf English.",
    });
    await submitAuth("/auth", { intent: "forgot-password", email: amina.email });
    const [newest] = await s.outbox(amina.email);
    expect(newest?.subject).toBe("Reset your PearlBridge Jobs password");
  });

  it("mails a visitor's alert confirmation in the language of the page, and a German account's digest in German", async () => {
    await seedSampleData(s.db);
    const visitor = "besucher@example.org";
    const made = await withLocale("de", () =>
      outcome(() =>
        newAlertRoute.action(
          routeArgs(pageRequest("/de/alerts/new?search=pflege", { form: { frequency: "weekly", email: visitor } })),
        ),
      ),
    );
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ done: { title: "Prüfen Sie Ihr E-Mail-Postfach" } });
    const [alert] = await s.db.select().from(jobAlerts).where(eq(jobAlerts.email, visitor));
    expect(alert?.language).toBe("de");
    const [confirmation] = await s.outbox(visitor);
    expect(confirmation?.subject).toBe("Bestätigen Sie Ihren Job-Alert");
    expect(confirmation?.text).toContain("wöchentlich E-Mails mit neuen Stellen");
    expect(confirmation?.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/de/alerts/confirm/`));

    // A German account's alert (made on an English page): the digest follows the account's language.
    const jonas = await createSignedInUser(s, { name: "Jonas Weber" });
    await s.db.update(user).set({ language: "de" }).where(eq(user.id, jonas.id));
    const [source] = await s.db.select({ id: jobs.id, citySlug: jobs.citySlug }).from(jobs).limit(1);
    await newAlertRoute.action(
      routeArgs(pageRequest(`/alerts/new?location=${source!.citySlug}`, { cookie: jonas.cookie, form: { frequency: "daily" } })),
    );
    const t0 = new Date(Date.now() + 60_000);
    await runDueDigests({ now: t0, force: true });
    await publishCopy(s.db, {
      from: source!.id,
      id: "de-digest-1",
      title: "Pflegefachkraft",
      postedAt: new Date(t0.getTime() + 1000),
    });
    await runDueDigests({ now: new Date(t0.getTime() + 86_400_000), force: true });
    const digest = (await s.outbox(jonas.email)).find((m) => m.subject.startsWith("1 neue Stelle: "));
    expect(digest?.subject).toMatch(/^1 neue Stelle: Alle Stellen in /);
    expect(digest?.text).toContain("1 neue Stelle für Ihren Job-Alert");
    expect(digest?.text).toContain("Sie erhalten diese tägliche E-Mail");
    expect(digest?.html).toContain('lang="de"');
    expect(digest?.html).toContain(`${TEST_ORIGIN}/de/job/de-digest-1`);
    expect(digest?.text).toContain(`Ihre Job-Alerts verwalten: ${TEST_ORIGIN}/de/alerts`);
  });

  it("keeps the newsletter's language from the page the form was on", async () => {
    const email = "leserin@example.org";
    const res = await outcome(() =>
      newsletterApi.action(routeArgs(pageRequest("/api/newsletter", { form: { email, redirectTo: "/de/blog" } }))),
    );
    expect(res.data).toEqual({ ok: true });
    const [row] = await s.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.language).toBe("de");
    const [mail] = await s.outbox(email);
    expect(mail?.subject).toBe("Bestätigen Sie Ihr Newsletter-Abonnement");
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/de/newsletter/confirm/`));
    const refused = await outcome(() =>
      newsletterApi.action(routeArgs(pageRequest("/api/newsletter", { form: { email: "x@", redirectTo: "/de/blog" } }))),
    );
    expect(refused).toMatchObject({ status: 400, data: { error: "Bitte geben Sie eine gültige E-Mail-Adresse ein" } });
  });
});
