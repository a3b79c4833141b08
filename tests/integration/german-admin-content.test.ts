/**
 * The console's decisions in the recipient's language (issue 27): an administrator rejects jobs from a German page,
 * and each company's managers get the mail in their account's language, with links to the pages in it. The
 * console's own answers (toasts, messages under fields, redirects) follow the administrator's page. And the legal
 * pages' German translations (/de/privacy, /de/terms, /de/cookies, /de/impressum).
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, organization, queuedMails, user } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as moderation from "#app/routes/admin/moderation.tsx";
import * as companiesRoute from "#app/routes/admin/companies.tsx";
import * as legal from "#app/routes/content/legal.tsx";
import { LegalDocument } from "#app/routes/content/legal.page.tsx";
import { ImpressumPage } from "#app/routes/content/impressum.page.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { insertJob } from "../support/jobs.ts";
import { outcome as outcomeOf } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const ADMIN = "admin-de@example.org";

async function toastOf(response: Response | undefined) {
  const cookie =
    response?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ") ?? "";
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast;
}

describe("the console's mails in the recipient's language", () => {
  let s: TestServices;
  let admin: Account;
  let germanOwner: Account;
  let englishOwner: Account;
  const company: Record<"de" | "en", string> = { de: "", en: "" };
  let template: typeof jobs.$inferSelect;
  let counter = 0;

  const pendingJob = async (language: "de" | "en", title: string) => {
    const id = `de-adm-${++counter}-${Date.now()}`;
    await insertJob(s.db, template, { id, title, companyId: company[language], company: title, status: "pending_review" });
    return id;
  };
  /** The queued mails to `to` about `what` (the sign-up's confirmation is left out). */
  const mailsTo = async (to: string, what: string) =>
    (
      await s.db.select({ subject: queuedMails.subject, text: queuedMails.text }).from(queuedMails).where(eq(queuedMails.to, to))
    ).filter((m) => m.subject.includes(what));
  /** An action of the console as posted from its German page (/de/admin/...). */
  const germanPost = (route: { action: unknown }, path: string, form: Record<string, string>) =>
    withLocale("de", () =>
      outcomeOf(() => (route.action as (a: unknown) => unknown)(routeArgs(pageRequest(path, { cookie: admin.cookie, form })))),
    );

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: ADMIN });
    await seedSampleData(s.db);
    admin = await createSignedInUser(s, { email: ADMIN, name: "Ada Admin" });
    germanOwner = await createSignedInUser(s, { companyName: "Pflege Deutsch GmbH", name: "Greta Gerber" });
    englishOwner = await createSignedInUser(s, { companyName: "Care English Ltd", name: "Ellen English" });
    // Set at sign-up from the page's language; the German employer signed up on /de.
    await s.db.update(user).set({ language: "de" }).where(eq(user.id, germanOwner.id));
    for (const [language, name] of [
      ["de", "Pflege Deutsch GmbH"],
      ["en", "Care English Ltd"],
    ] as const) {
      const [org] = await s.db.select().from(organization).where(eq(organization.name, name));
      company[language] = org!.id;
    }
    [template] = (await s.db.select().from(jobs).where(eq(jobs.status, "published")).limit(1)) as [typeof template];
  });
  afterAll(() => s.close());

  it("a German employer's rejected job: a German mail with the reason as written and a link to /de", async () => {
    const id = await pendingJob("de", "Pflegefachkraft Ablehnung");
    const outcome = await germanPost(moderation, "/de/admin/moderation", {
      intent: "reject",
      jobId: id,
      reason: "Please state the salary in euros.",
    });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/de/admin/moderation");
    expect((await toastOf(outcome.response ?? undefined))?.title).toBe(
      "„Pflegefachkraft Ablehnung“ wurde abgelehnt. Der Arbeitgeber hat die Begründung erhalten.",
    );
    const [mail] = await mailsTo(germanOwner.email, "Pflegefachkraft Ablehnung");
    expect(mail?.subject).toBe("Ihre Stellenanzeige „Pflegefachkraft Ablehnung“ wurde nicht freigegeben");
    expect(mail?.text).toContain("Der Grund: Please state the salary in euros.");
    expect(mail?.text).toContain("Ihre Stellenanzeigen bearbeiten: http://localhost:3999/de/employer/jobs");
    expect(mail?.text).toContain("Sie können die Stellenanzeige ändern und erneut einreichen.");
  });

  it("an English employer's rejected job: an English mail, even when the administrator works on the German page", async () => {
    const id = await pendingJob("en", "Cook Rejection");
    const outcome = await germanPost(moderation, "/de/admin/moderation", {
      intent: "reject",
      jobId: id,
      reason: "The salary is missing.",
    });
    expect(outcome.status).toBe(302);
    const [mail] = await mailsTo(englishOwner.email, "Cook Rejection");
    expect(mail?.subject).toBe("Your job “Cook Rejection” was not approved");
    expect(mail?.text).toContain(
      "Your job “Cook Rejection” was not approved by the PearlBridge Jobs team. The reason: The salary is missing.",
    );
    expect(mail?.text).toContain("Edit your jobs: http://localhost:3999/employer/jobs");
    expect(mail?.text).not.toContain("/de/");
  });

  it("on the German page, a suspension without a reason or with too long a one gets German messages", async () => {
    const empty = await germanPost(companiesRoute, "/de/admin/companies", {
      intent: "suspend",
      companyId: company.de,
      reason: " ",
    });
    const errors = (r: { data: unknown }) =>
      (r.data as { result?: { error?: Record<string, string[] | null> } } | undefined)?.result?.error?.reason;
    expect(empty.status).toBe(400);
    expect(errors(empty)).toEqual(["Bitte geben Sie einen Grund für die Sperrung an."]);
    const tooLong = await germanPost(companiesRoute, "/de/admin/companies", {
      intent: "suspend",
      companyId: company.de,
      reason: "x".repeat(1001),
    });
    expect(errors(tooLong)).toEqual(["Der Grund darf höchstens 1.000 Zeichen lang sein."]);
    expect(await mailsTo(germanOwner.email, "gesperrt")).toEqual([]);
  });

  it("a suspension mails each manager in their own language; the toast follows the administrator's page", async () => {
    const outcome = await germanPost(companiesRoute, "/de/admin/companies", {
      intent: "suspend",
      companyId: company.de,
      reason: "Fees asked of applicants.",
    });
    expect(outcome.location).toBe("/de/admin/companies");
    expect((await toastOf(outcome.response ?? undefined))?.title).toBe(
      "Pflege Deutsch GmbH ist gesperrt. 0 Stellenanzeigen wurden von der Website genommen.",
    );
    const mails = await mailsTo(germanOwner.email, "gesperrt");
    expect(mails.map((m) => m.subject)).toEqual(["Pflege Deutsch GmbH wurde auf PearlBridge Jobs gesperrt"]);
    expect(mails[0]?.text).toContain("Der Grund: Fees asked of applicants.");
    expect(mails[0]?.text).toContain("Arbeitgeberbereich öffnen: http://localhost:3999/de/employer");
  });
});

describe("the legal pages in German", () => {
  const german = <T>(fn: () => T) => withLocale("de", fn);
  const legalData = (path: string) =>
    legal.loader(routeArgs(pageRequest(path))) as {
      page: Parameters<typeof LegalDocument>[0]["page"];
      others: { id: string; title: string }[];
      description: string;
    };
  const render = (element: React.ReactElement) =>
    renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ["/de/privacy"] }, element));

  it("/de/privacy, /de/terms and /de/cookies are the German translations, with German titles", () => {
    const privacy = german(() => legalData("/de/privacy"));
    expect(privacy.page.title).toBe("Datenschutzerklärung");
    expect(privacy.others.map((o) => o.title)).toEqual(["Nutzungsbedingungen", "Cookie-Richtlinie"]);
    expect(privacy.description).toContain("DSGVO");
    expect(german(() => legalData("/de/terms")).page.title).toBe("Nutzungsbedingungen");
    expect(german(() => legalData("/de/cookies")).page.title).toBe("Cookie-Richtlinie");
    // The English pages are unchanged.
    expect(legalData("/privacy").page.title).toBe("Privacy Policy");
  });

  it("the German page says it is a translation and links to the English original; the English page does not", () => {
    const html = german(() => {
      const { page, others } = legalData("/de/privacy");
      return render(createElement(LegalDocument, { page, others }));
    });
    expect(html).toContain("<h1");
    expect(html).toContain("Datenschutzerklärung</h1>");
    expect(html).toContain("Diese deutsche Fassung ist eine Übersetzung der englischen Originalfassung.");
    expect(html).toContain('href="/privacy" hrefLang="en"');
    expect(html).toContain("Zuletzt aktualisiert");
    expect(html).toContain('href="/de/terms"');
    const { page, others } = legalData("/privacy");
    expect(render(createElement(LegalDocument, { page, others }))).not.toContain("Übersetzung");
  });

  it("the Impressum in German: its heading, the § 5 DDG labels and the note on the translation", () => {
    const impressum = {
      sample: false,
      operator: "PearlBridge Jobs GmbH",
      address: { street: "Friedrichstraße 123", postalCode: "10117", city: "Berlin", country: "Deutschland" },
      email: "hello@pearlbridgejobs.com",
    } as Parameters<typeof ImpressumPage>[0]["impressum"];
    const html = german(() => render(createElement(ImpressumPage, { impressum })));
    expect(html).toContain("Impressum</h1>");
    expect(html).toContain("Angaben gemäß § 5 DDG");
    expect(html).toContain("Anschrift");
    expect(html).toContain("Diese deutsche Fassung ist eine Übersetzung der englischen Originalfassung.");
    expect(html).not.toContain("Information according to");
  });
});
