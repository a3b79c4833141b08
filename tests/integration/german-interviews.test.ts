/**
 * The two interview pages in German (issues 27 and 29): the employer's and the candidate's actions called at
 * /de/... addresses inside the German locale answer with German form messages and toasts and send the person back to
 * the German page; the times read "Minuten" there, while the same loader on an English page stays English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFlash } from "#app/lib/flash.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as candidateRoute from "#app/routes/candidate/interview.tsx";
import * as employerRoute from "#app/routes/employer/interview.tsx";
import { pageRequest, routeArgs } from "../support/accounts.ts";
import { applicationOf, JOB, setUpPipeline, type PipelineAccounts } from "../support/applicant-pipeline.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Lang = "en" | "de";

const prefix = (lang: Lang) => (lang === "de" ? "/de" : "");
const employerPath = (lang: Lang, id: number) => `${prefix(lang)}/employer/applications/${id}/interview`;
const candidatePath = (lang: Lang, id: number) => `${prefix(lang)}/applications/${id}/interview`;

/** A loader or action of one side, as a browser at the English or German address would call it. */
function call(
  route: { loader: (args: never) => unknown; action: (args: never) => unknown },
  path: string,
  id: number,
  lang: Lang,
  cookie: string,
  form?: Record<string, string>,
) {
  const args = routeArgs(pageRequest(path, { cookie, form }), { id: String(id) }) as never;
  return withLocale(lang, () => outcome(() => (form ? route.action(args) : route.loader(args))));
}
const employer = (lang: Lang, id: number, cookie: string, form?: Record<string, string>) =>
  call(employerRoute, employerPath(lang, id), id, lang, cookie, form);
const candidate = (lang: Lang, id: number, cookie: string, form?: Record<string, string>) =>
  call(candidateRoute, candidatePath(lang, id), id, lang, cookie, form);

/** The toast a redirect carries to the next page (redirectWithToast's flash cookie), as the next page reads it. */
async function toastOf(response: Response | null) {
  const cookie = (response?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(pageRequest("/", { cookie }))).toast;
}

/** The proposal form's fields: rows of [date, time] in the member's zone, 45 minutes each, by video. */
function proposal(rows: [string, string][]): Record<string, string> {
  const form: Record<string, string> = { intent: "propose", videoUrl: "https://meet.example.de/elbe-pflege" };
  rows.forEach(([date, time], i) => Object.assign(form, { [`date-${i}`]: date, [`time-${i}`]: time, [`duration-${i}`]: "45" }));
  return form;
}

type EmployerPage = { interview: { slots: { text: string }[]; when: string | null } };
type CandidatePage = { interview: { slots: { id: number; text: string }[] } };

describe("the interview pages in German", () => {
  let s: TestServices;
  let p: PipelineAccounts;
  let joseph: number;

  beforeAll(async () => {
    s = await createTestServices();
    p = await setUpPipeline(s);
    joseph = (await applicationOf(s, p.seeker.id, JOB)).id;
  });
  afterAll(() => s.close());

  it("refuses a bad time zone and too few times in German on /de", async () => {
    expect(await employer("de", joseph, p.owner.cookie, { intent: "zone", zone: "Europe/Atlantis" })).toMatchObject({
      status: 400,
      data: { form: "zone", error: "Wählen Sie eine Zeitzone aus der Liste." },
    });
    expect(await employer("de", joseph, p.owner.cookie, proposal([["2027-06-14", "10:00"]]))).toMatchObject({
      status: 400,
      data: { form: "propose", error: "Schlagen Sie zwischen 2 und 5 Termine vor." },
    });
    // The same refusal on the English page stays English.
    expect(await employer("en", joseph, p.owner.cookie, { intent: "zone", zone: "Europe/Atlantis" })).toMatchObject({
      data: { error: "Choose a time zone from the list." },
    });
  });

  it("sends the times from the German page with a German toast, back to the German page", async () => {
    const res = await employer(
      "de",
      joseph,
      p.owner.cookie,
      proposal([
        ["2027-06-14", "10:00"],
        ["2027-06-15", "14:30"],
      ]),
    );
    expect(res).toMatchObject({ status: 302, location: employerPath("de", joseph) });
    expect(await toastOf(res.response)).toEqual({
      title: "Termine gesendet",
      description: "Wir haben der Person die Termine zur Auswahl per E-Mail geschickt.",
    });
    // The member reads the times in German; the candidate's English page keeps English.
    const german = (await employer("de", joseph, p.owner.cookie)).data as EmployerPage;
    expect(german.interview.slots[0]?.text).toBe(
      "Montag, 14. Juni 2027, 10:00 Uhr Ortszeit Berlin (UTC+2) · 11:00 Uhr Ortszeit Kampala (UTC+3), 45 Minuten",
    );
    const english = (await candidate("en", joseph, p.seeker.cookie)).data as CandidatePage;
    expect(english.interview.slots[0]?.text).toBe(
      "Monday 14 June 2027, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes",
    );
  });

  it("lets the candidate book on the German page: German refusal, German toast, /de redirect", async () => {
    expect(await candidate("de", joseph, p.seeker.cookie, { intent: "book" })).toMatchObject({
      status: 400,
      data: { form: "book", error: "Wählen Sie einen der Termine." },
    });
    const [first] = ((await candidate("de", joseph, p.seeker.cookie)).data as CandidatePage).interview.slots;
    const res = await candidate("de", joseph, p.seeker.cookie, { intent: "book", slotId: String(first!.id) });
    expect(res).toMatchObject({ status: 302, location: candidatePath("de", joseph) });
    expect(await toastOf(res.response)).toEqual({
      title: "Vorstellungsgespräch gebucht",
      description: "Wir haben Ihnen und dem Arbeitgeber die Kalendereinladung per E-Mail geschickt.",
    });
  });

  it("moves the interview from the German page: German field messages, then a German toast", async () => {
    expect(await employer("de", joseph, p.owner.cookie, { intent: "move", reason: "" })).toMatchObject({
      status: 400,
      data: {
        form: "move",
        errors: {
          "0": "Geben Sie das neue Datum und die neue Uhrzeit ein.",
          reason: "Nennen Sie der anderen Seite in wenigen Worten den Grund.",
        },
      },
    });
    const res = await employer("de", joseph, p.owner.cookie, {
      ...proposal([["2027-06-16", "09:00"]]),
      intent: "move",
      reason: "Unsere Pflegedienstleitung ist an dem Tag krank.",
    });
    expect(res).toMatchObject({ status: 302, location: employerPath("de", joseph) });
    expect(await toastOf(res.response)).toEqual({
      title: "Vorstellungsgespräch verschoben",
      description: "Sie beide haben die neue Kalendereinladung per E-Mail erhalten.",
    });
    const page = (await employer("de", joseph, p.owner.cookie)).data as EmployerPage;
    expect(page.interview.when).toMatch(/, 45 Minuten$/);
  });

  it("cancels from the German candidate page with a German toast; the employer's English cancel toast stays English", async () => {
    const res = await candidate("de", joseph, p.seeker.cookie, { intent: "cancel", reason: "Ich habe eine andere Stelle." });
    expect(res).toMatchObject({ status: 302, location: candidatePath("de", joseph) });
    expect(await toastOf(res.response)).toEqual({
      title: "Vorstellungsgespräch abgesagt",
      description: "Der Arbeitgeber wurde per E-Mail informiert.",
    });
    expect(await employer("en", joseph, p.owner.cookie, { intent: "cancel", reason: "" })).toMatchObject({
      status: 400,
      data: { form: "cancel", errors: { reason: "Tell the other side why, in a few words." } },
    });
  });
});
