/**
 * The applicant pipeline in German (issue 27): the mails of a status change and of a new message are written in the
 * RECIPIENT's language (user.language), whatever the language of the page the other side acted on; the applicants
 * page's actions answer a /de request in German; the downloads follow the linking page's `?lang=de`.
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMails, user as users } from "#db/schema.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as employerConversation from "#app/routes/employer/application.tsx";
import * as candidateConversation from "#app/routes/candidate/application.tsx";
import * as applicantsRoute from "#app/routes/employer/jobs.applicants.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { applicationOf, csv, JOB, outcome, setUpPipeline, xlsx } from "../support/applicant-pipeline.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** A status change as the applicants page posts it, at /de/... inside the German locale or at /... in English. */
function statusPost(lang: "en" | "de", applicationId: number, status: string, cookie: string, message = "") {
  const prefix = lang === "de" ? "/de" : "";
  const request = pageRequest(`${prefix}/employer/jobs/${JOB}/applicants`, {
    cookie,
    form: { intent: "status", applicationId: String(applicationId), status, message },
  });
  return withLocale(lang, () => outcome(applicantsRoute.action(routeArgs(request, { id: JOB }))));
}

/** A message form as the conversation pages send it (multipart). */
function messageRequest(path: string, cookie: string, body: string) {
  const form = new FormData();
  form.set("intent", "message");
  form.set("body", body);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body: form });
}

describe("the pipeline in the recipient's language", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let seeker: Account;
  let amina: Account;
  let jobTitle: string;
  let companyA: string;

  /** The queued mails to `to`, newest first: what was rendered when the change was stored. */
  const queuedTo = async (to: string) =>
    (await s.db.select().from(queuedMails).where(eq(queuedMails.to, to))).sort((a, b) => b.id - a.id);
  const setLanguage = (id: string, language: "en" | "de") => s.db.update(users).set({ language }).where(eq(users.id, id));

  beforeAll(async () => {
    s = await createTestServices();
    ({ owner, recruiter, seeker, amina, jobTitle, companyA } = await setUpPipeline(s));
    // Joseph reads German; Amina and the owner English; the recruiter German.
    await setLanguage(seeker.id, "de");
    await setLanguage(recruiter.id, "de");
  });
  afterAll(() => s.close());

  it("a German candidate gets a German status mail from an employer acting on an English page", async () => {
    const app = await applicationOf(s, seeker.id);
    const res = await statusPost("en", app.id, "shortlisted", owner.cookie, "Bitte senden Sie Ihr B1-Zertifikat.");
    // The employer's page stays English: its redirect has no /de.
    expect(res).toMatchObject({ status: 302, location: `/employer/jobs/${JOB}/applicants` });
    const [mail] = await queuedTo("joseph@example.org");
    expect(mail?.subject).toBe(`Ihre Bewerbung für ${jobTitle} bei Elbe Pflege GmbH: In der engeren Wahl`);
    expect(mail?.text).toContain("ist jetzt: In der engeren Wahl.");
    // The employer's own words stay as written, under a German heading; the link leads to the German page.
    expect(mail?.text).toContain("Nachricht von Elbe Pflege GmbH:\nBitte senden Sie Ihr B1-Zertifikat.");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/de/applications`);
    expect(mail?.text).not.toContain("Your application");
  });

  it("an English candidate gets an English status mail from an employer acting on a German page", async () => {
    const app = await applicationOf(s, amina.id);
    const res = await statusPost("de", app.id, "reviewed", recruiter.cookie);
    expect(res).toMatchObject({ status: 302, location: `/de/employer/jobs/${JOB}/applicants` });
    const [mail] = await queuedTo("amina@example.org");
    expect(mail?.subject).toBe(`Your application for ${jobTitle} at Elbe Pflege GmbH: Reviewed`);
    expect(mail?.text).toContain("is now: Reviewed.");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/applications`);
    expect(mail?.text).not.toContain("/de/");
  });

  it("the applicants page's action answers a German request in German", async () => {
    const app = await applicationOf(s, seeker.id);
    expect(await statusPost("de", app.id, "shortlisted", owner.cookie)).toEqual({
      status: 409,
      body: { applicationId: app.id, form: "status", error: "Die Bewerbung hat bereits diesen Status." },
    });
    expect(await statusPost("de", app.id, "interview", owner.cookie, "x".repeat(2001))).toEqual({
      status: 400,
      body: { applicationId: app.id, form: "status", error: "Die Nachricht darf höchstens 2000 Zeichen lang sein." },
    });
    // The same refusal on the English page stays English.
    expect(await statusPost("en", app.id, "shortlisted", owner.cookie)).toMatchObject({
      body: { error: "The application already has this status." },
    });
  });

  it("company members get new-message mails each in their own language", async () => {
    const app = await applicationOf(s, seeker.id);
    const path = `/de/applications/${app.id}`;
    const res = await withLocale("de", () =>
      outcome(
        candidateConversation.action(
          routeArgs(messageRequest(path, seeker.cookie, "Guten Tag, wann könnte ich anfangen?"), { id: String(app.id) }),
        ),
      ),
    );
    expect(res).toMatchObject({ status: 302, location: `/de/applications/${app.id}` });
    // The German recruiter reads German, the English owner English, both with a link to their page in it.
    const [german] = await queuedTo("recruiter-a@example.org");
    expect(german?.subject).toBe(`Neue Nachricht von Joseph Okello zu ${jobTitle}`);
    expect(german?.text).toContain(`Joseph Okello hat Ihrem Unternehmen zur Bewerbung für ${jobTitle} geschrieben.`);
    expect(german?.text).toContain(`${TEST_ORIGIN}/de/employer/applications/${app.id}`);
    const [english] = await queuedTo("owner-a@example.org");
    expect(english?.subject).toBe(`New message from Joseph Okello about ${jobTitle}`);
    expect(english?.text).toContain(`${TEST_ORIGIN}/employer/applications/${app.id}`);
    expect(english?.text).not.toContain("/de/");

    // The English owner answers on an English page: Joseph is told in German.
    const answered = await outcome(
      employerConversation.action(
        routeArgs(messageRequest(`/employer/applications/${app.id}`, owner.cookie, "From 1 March."), {
          applicationId: String(app.id),
        }),
      ),
    );
    expect(answered).toMatchObject({ status: 302, location: `/employer/applications/${app.id}` });
    const [toJoseph] = (await queuedTo("joseph@example.org")).filter((q) => q.subject.startsWith("Neue Nachricht"));
    expect(toJoseph?.subject).toBe(`Neue Nachricht von Elbe Pflege GmbH zu ${jobTitle}`);
    expect(toJoseph?.text).toContain("Arbeitgeber auf PearlBridge dürfen nie Geld von Ihnen verlangen.");
  });

  it("a German message form refusal is German", async () => {
    const app = await applicationOf(s, seeker.id);
    const res = await withLocale("de", () =>
      outcome(
        candidateConversation.action(
          routeArgs(messageRequest(`/de/applications/${app.id}`, seeker.cookie, "   "), { id: String(app.id) }),
        ),
      ),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Bitte schreiben Sie eine Nachricht oder hängen Sie ein Dokument an.");
  });

  it("interview invitations, bookings and their .ics are written in each side's language", async () => {
    const { bookSlot, currentInterview, proposeInterview } = await import("#app/features/interviews/public.server.ts");
    const app = await applicationOf(s, seeker.id);
    // The English owner proposes on an English page; Joseph (German) is invited in German.
    const proposed = await proposeInterview({
      companyId: companyA,
      applicationId: app.id,
      organizer: { id: owner.id },
      zone: "Europe/Berlin",
      slots: [
        { date: "2027-06-01", time: "10:00", durationMinutes: 45, videoUrl: "https://meet.example.de/x" },
        { date: "2027-06-02", time: "10:00", durationMinutes: 45, videoUrl: "https://meet.example.de/x" },
      ],
      note: "Bitte halten Sie Ihre Zeugnisse bereit.",
    });
    expect(proposed.ok).toBe(true);
    const [invitation] = await queuedTo("joseph@example.org");
    expect(invitation?.subject).toBe(`Einladung zum Vorstellungsgespräch: ${jobTitle} bei Elbe Pflege GmbH`);
    expect(invitation?.text).toContain(
      "- Dienstag, 1. Juni 2027, 11:00 Uhr Ortszeit Kampala (UTC+3) · 10:00 Uhr Ortszeit Berlin (UTC+2), 45 Minuten",
    );
    expect(invitation?.text).toContain("Notiz von Elbe Pflege GmbH:\nBitte halten Sie Ihre Zeugnisse bereit.");
    expect(invitation?.text).toContain(`${TEST_ORIGIN}/de/applications/${app.id}/interview`);

    // Joseph books: he gets German, the English owner English, each .ics in the reader's language.
    const slotId = (await currentInterview(app.id))!.slots[0]!.id;
    expect((await bookSlot({ userId: seeker.id, applicationId: app.id, slotId })).ok).toBe(true);
    const booked = (await queuedTo("joseph@example.org")).find((q) => q.subject.startsWith("Vorstellungsgespräch gebucht"));
    expect(booked?.text).toContain("Ihr Vorstellungsgespräch für");
    expect(JSON.stringify(booked?.attachments)).toContain("SUMMARY:Vorstellungsgespräch: ");
    const organizer = (await queuedTo("owner-a@example.org")).find((q) => q.subject.startsWith("Interview booked"));
    expect(organizer?.text).toContain("The interview with Joseph Okello for");
    expect(JSON.stringify(organizer?.attachments)).toContain("SUMMARY:Interview: ");
    // The reminders wait in the queue, written in each side's language too.
    const reminders = await s.db.select().from(queuedMails).where(eq(queuedMails.to, "joseph@example.org"));
    expect(reminders.map((r) => r.subject)).toContain(
      `Erinnerung: Vorstellungsgespräch morgen (${jobTitle} bei Elbe Pflege GmbH)`,
    );
  });

  it("the CSV and the .xlsx have German headers with ?lang=de, English ones without; sep works as before", async () => {
    const german = await csv(JOB, owner.cookie, "?lang=de&sep=semicolon");
    expect(german.status).toBe(200);
    const [head, ...rows] = (await german.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(head).toBe(
      '"Name";"E-Mail";"Telefon";"Status";"Beworben am";"Letzte Statusänderung";"Interne Notiz";"Anschreiben";"Lebenslauf beigefügt"',
    );
    expect(rows.join("\n")).toContain('"In der engeren Wahl"');
    const english = await csv(JOB, owner.cookie, "?sep=comma");
    expect((await english.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"Name","E-mail","Phone","Status","Applied at","Last status change","Private note","Cover note","CV attached"',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await xlsx(JOB, owner.cookie, "?lang=de")).arrayBuffer());
    const sheet = workbook.getWorksheet("Bewerbungen");
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "Name",
      "E-Mail",
      "Telefon",
      "Status",
      "Beworben am",
      "Letzte Statusänderung",
      "Interne Notiz",
      "Anschreiben",
      "Lebenslauf beigefügt",
    ]);
    // An unknown language is English.
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(await (await xlsx(JOB, owner.cookie, "?lang=fr")).arrayBuffer());
    expect(other.getWorksheet("Applicants")?.getRow(1).getCell(2).value).toBe("E-mail");
  });
});
