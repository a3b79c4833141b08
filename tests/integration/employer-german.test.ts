/**
 * The employer side in German (issue 27): the job form's messages, the ad's language, the sign-up's account
 * language, and the toasts and redirects of German pages, through the real loaders and actions under /de.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs, user } from "#db/schema.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as companyRoute from "#app/routes/employer/company.tsx";
import * as editRoute from "#app/routes/employer/jobs.edit.tsx";
import * as newRoute from "#app/routes/employer/jobs.new.tsx";
import { action as registerAction } from "#app/routes/employer/register.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { call, fieldMessages } from "../support/employer-accounts.ts";
import { FORM, get, post } from "../support/employer-jobs.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const GERMAN_DESCRIPTION =
  "Wir suchen für unser Pflegeheim in Berlin eine Pflegefachkraft. Sie arbeiten im Team mit erfahrenen Kolleginnen und bieten unseren Bewohnern eine gute Pflege.";

/** A German page's action: the request under /de, run in German as the HTTP layer runs it. */
const inGerman = <T>(fn: () => T) => withLocale("de", fn);

async function toastOf(res: Response | null | undefined) {
  const cookie = (res?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(new Request("http://localhost:3999/", { headers: { Cookie: cookie } }))).toast;
}

describe("the employer side in German", () => {
  let s: TestServices;
  let employer: Account;

  beforeAll(async () => {
    s = await createTestServices();
    employer = await createSignedInUser(s, { companyName: "Pflege Muster GmbH" });
  });
  afterAll(() => s.close());

  const postJob = (form: Record<string, string>, intent = "draft") =>
    outcome(() => inGerman(() => newRoute.action(routeArgs(post("/de/employer/jobs/new", { ...form, intent }, employer)))));

  const lastJobOf = async (account: Account) => {
    const [row] = await s.db
      .select({ id: jobs.id })
      .from(auditLog)
      .innerJoin(jobs, eq(jobs.id, auditLog.targetId))
      .where(and(eq(auditLog.action, "job.create"), eq(auditLog.actorId, account.id)))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    return row?.id;
  };

  it("answers a job form with mistakes with 400 and German messages under the fields, storing nothing", async () => {
    const before = await lastJobOf(employer);
    const res = await postJob({ ...FORM, title: "", salaryPeriod: "month", salaryMin: "4100,500", adLanguage: "fr" });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.data)).toEqual({
      title: "Bitte geben Sie die Stellenbezeichnung ein (mindestens 3 Zeichen)",
      salaryMin:
        "Dieser Betrag lässt sich auf zwei Arten lesen: Bitte schreiben Sie höchstens zwei Nachkommastellen oder kein Tausendertrennzeichen (zum Beispiel 4100,50)",
      adLanguage: "Bitte wählen Sie die Sprache, in der die Anzeige geschrieben ist",
    });
    expect(await lastJobOf(employer)).toBe(before);
  });

  it("refuses a salary that is too high for a month in German, and a place that is none", async () => {
    const res = await postJob({ ...FORM, salaryPeriod: "month", salaryMin: "250.000", salaryMax: "", city: "Nirgendwo-am-See" });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.data)).toMatchObject({ salaryMin: "Dieser Betrag ist für ein Monatsgehalt zu hoch" });
    const place = await postJob({ ...FORM, city: "Nirgendwo-am-See" });
    expect(fieldMessages(place.data)).toEqual({ city: "Bitte wählen Sie einen Ort in Deutschland aus der Liste" });
  });

  it("stores 4.100,50 € per month and the ad's language, and answers with a German toast on the German edit page", async () => {
    const res = await postJob({
      ...FORM,
      title: "Pflegefachkraft (m/w/d)",
      salaryPeriod: "month",
      salaryMin: "4.100,50 €",
      salaryMax: "",
      description: GERMAN_DESCRIPTION,
      adLanguage: "de",
    });
    expect(res.status).toBe(302);
    const id = (await lastJobOf(employer))!;
    expect(res.response?.headers.get("location")).toBe(`/de/employer/jobs/${id}/edit`);
    expect(await toastOf(res.response)).toMatchObject({
      title: "Entwurf gespeichert",
      description: "Pflegefachkraft (m/w/d) ist als Entwurf gespeichert. Nur Ihr Unternehmen kann ihn sehen.",
    });
    const [row] = await s.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ salary: "€4,100.50 per month", adLanguage: "de" });

    // The edit form shows the stored language; saving it as English changes the column.
    const form = await outcome(() =>
      inGerman(() => editRoute.loader(routeArgs(get(`/de/employer/jobs/${id}/edit`, employer), { id }))),
    );
    expect((form.data as { defaults: { adLanguage: string } }).defaults.adLanguage).toBe("de");
    const saved = await outcome(() =>
      inGerman(() =>
        editRoute.action(
          routeArgs(post(`/de/employer/jobs/${id}/edit`, { ...FORM, adLanguage: "en", intent: "save" }, employer), { id }),
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.response?.headers.get("location")).toBe("/de/employer/jobs");
    expect(await toastOf(saved.response)).toMatchObject({ title: "Änderungen gespeichert" });
    expect((await s.db.select({ adLanguage: jobs.adLanguage }).from(jobs).where(eq(jobs.id, id)))[0]?.adLanguage).toBe("en");
  });

  it("refuses a job form without the ad's language", async () => {
    const { adLanguage: _, ...withoutLanguage } = FORM;
    const res = await postJob(withoutLanguage);
    expect(res.status).toBe(400);
    expect(fieldMessages(res.data)).toEqual({ adLanguage: "Bitte wählen Sie die Sprache, in der die Anzeige geschrieben ist" });
  });

  it("answers the company profile in German", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "save", name: "Pflege Muster GmbH", website: "not a website" }))
      body.append(k, v);
    const request = new Request("http://localhost:3999/de/employer/company", {
      method: "POST",
      headers: { origin: "http://localhost:3999", cookie: employer.cookie },
      body,
    });
    const res = await call(() => inGerman(() => companyRoute.action(routeArgs(request))));
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      website: "Bitte geben Sie eine Webadresse ein, zum Beispiel www.beispiel.de oder https://beispiel.de",
    });
  });

  it("gives an employer who signs up on the German page a German account", async () => {
    const form = {
      intent: "employer-register",
      fullName: "Jana Muster",
      phoneNumber: "030 1234567",
      email: "jana@pflege-muster.de",
      password: "muster-pass-2026",
      companyName: "Pflege Muster Nord GmbH",
    };
    const res = await call(() =>
      inGerman(() => registerAction(routeArgs(pageRequest("/de/employers/register", { form, ip: "198.51.100.77" })))),
    );
    expect(res.status).toBe(200);
    const [row] = await s.db.select({ language: user.language, kind: user.kind }).from(user).where(eq(user.email, form.email));
    expect(row).toEqual({ language: "de", kind: "employer" });
  });
});
