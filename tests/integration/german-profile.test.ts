/**
 * The profile, the tracker and saved jobs in German (issue 27): the actions called at /de/... addresses answer with
 * German field messages and toasts and send the person on to the German pages; the CV's refusals are German too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as savedApi from "#app/routes/jobs/api.saved-jobs.ts";
import * as savedRoute from "#app/routes/jobs/saved.tsx";
import * as logoutRoute from "#app/routes/account/logout.ts";
import * as profileRoute from "#app/routes/account/profile.tsx";
import * as trackerRoute from "#app/routes/account/tracker.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { elfExecutable, minimalPdf } from "../support/files.ts";
import { cvUpload } from "../support/profiles.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** The first message under each field of a Conform reply. */
function fieldMessages(data: unknown) {
  const error = (data as { result?: { error?: Record<string, string[] | null> } } | undefined)?.result?.error ?? {};
  return Object.fromEntries(Object.entries(error).map(([name, messages]) => [name, messages?.[0]]));
}

/** The toast a redirect carries to the next page (redirectWithToast's flash cookie), as the next page reads it. */
async function toastOf(response: Response | null) {
  const cookie = (response?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(pageRequest("/", { cookie }))).toast;
}

const german = <T>(run: () => T) => withLocale("de", run);

describe("the profile, the tracker and saved jobs in German", () => {
  let s: TestServices;
  let seeker: Account;

  beforeAll(async () => {
    s = await createTestServices();
    seeker = await createSignedInUser(s, { name: "Sarah Nakato" });
    await seedSampleData(s.db);
  });
  afterAll(() => s.close());

  it("answers the /de/profile form with German field messages, and saves with a German toast", async () => {
    const refused = await german(() =>
      outcome(() =>
        profileRoute.action(
          routeArgs(
            pageRequest("/de/profile", {
              cookie: seeker.cookie,
              form: {
                intent: "save-profile",
                headline: "x".repeat(121),
                "workExperience[0].employer": "Hamburg Logistik",
                "workExperience[0].from": "2021-03",
                germanLevel: "D9",
                yearsExperience: "120",
                availableFrom: "morgen",
              },
            }),
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.data)).toEqual({
      headline: "Die Überschrift ist zu lang (höchstens 120 Zeichen)",
      "workExperience[0].role": "Bitte geben Sie die Berufsbezeichnung ein",
      germanLevel: "Bitte wählen Sie ein Niveau aus der Liste",
      yearsExperience: "Bitte geben Sie eine ganze Zahl von Jahren von 0 bis 50 ein",
      availableFrom: "Bitte geben Sie ein Datum ein",
    });

    const saved = await german(() =>
      outcome(() =>
        profileRoute.action(
          routeArgs(
            pageRequest("/de/profile", { cookie: seeker.cookie, form: { intent: "save-profile", headline: "Pflegekraft" } }),
          ),
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/de/profile");
    expect(await toastOf(saved.response)).toMatchObject({ title: "Profil gespeichert" });

    // The same form at the English address is answered in English, word for word as before.
    const english = await outcome(() =>
      profileRoute.action(
        routeArgs(pageRequest("/profile", { cookie: seeker.cookie, form: { intent: "save-profile", germanLevel: "D9" } })),
      ),
    );
    expect(fieldMessages(english.data)).toEqual({ germanLevel: "Please choose a level from the list" });
  });

  it("shows the completeness meter's next steps in German", async () => {
    const page = (await german(() => profileRoute.loader(routeArgs(pageRequest("/de/profile", { cookie: seeker.cookie }))))) as {
      completeness: { missing: string[] };
    };
    expect(page.completeness.missing[0]).toBe("Laden Sie Ihren Lebenslauf hoch");
    expect(page.completeness.missing).toContain("Geben Sie Ihr Deutschniveau an");
  });

  it("refuses a CV that is no PDF or Word file in German, and stores a real one with a German toast", async () => {
    const exe = await german(() =>
      outcome(() =>
        profileRoute.action(routeArgs(cvUpload(seeker.cookie, { bytes: elfExecutable(), name: "cv.pdf" }, "/de/profile"))),
      ),
    );
    expect(exe.status).toBe(400);
    expect(exe.data).toEqual({ cvError: "Bitte laden Sie eine PDF- oder Word-Datei (.docx) hoch." });

    const pdf = await german(() =>
      outcome(() =>
        profileRoute.action(routeArgs(cvUpload(seeker.cookie, { bytes: minimalPdf(), name: "lebenslauf.pdf" }, "/de/profile"))),
      ),
    );
    expect(pdf.location).toBe("/de/profile");
    expect(await toastOf(pdf.response)).toMatchObject({
      title: "Lebenslauf hochgeladen",
      description: "Ihr Lebenslauf ist in Ihrem Profil.",
    });
  });

  it("answers the /de/account/tracker forms in German and names the next step in German", async () => {
    const post = (form: Record<string, string>) =>
      german(() =>
        outcome(() => trackerRoute.action(routeArgs(pageRequest("/de/account/tracker", { cookie: seeker.cookie, form })))),
      );

    const badDate = await post({ intent: "save", stepId: "language", status: "done", date: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.data).toEqual({ stepId: "language", errors: { date: "Bitte geben Sie ein Datum ein, etwa 2027-03-15" } });

    const skip = await post({ intent: "save", stepId: "language", status: "skipped" });
    expect(skip.data).toEqual({
      stepId: "language",
      errors: { status: "Nur ein Schritt für reglementierte Berufe kann als nicht nötig markiert werden" },
    });

    const unknown = await post({ intent: "tick", stepId: "no-such-step", status: "done" });
    expect(unknown.data).toMatchObject({
      errors: { form: "Diesen Schritt gibt es im Tracker nicht. Bitte laden Sie die Seite neu und versuchen Sie es erneut." },
    });

    const saved = await post({ intent: "save", stepId: "authority", status: "done", date: "2026-11-20" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/de/account/tracker#step-authority");
    expect(await toastOf(saved.response)).toEqual({
      title: "Schritt gespeichert",
      description: "Ihr Tracker ist in Ihrem Konto gespeichert.",
    });

    const page = await german(() =>
      outcome(() => trackerRoute.loader(routeArgs(pageRequest("/de/account/tracker", { cookie: seeker.cookie })))),
    );
    expect(page.data).toMatchObject({
      next: { id: "documents", title: "Unterlagen und beglaubigte Übersetzungen sammeln", stage: null },
    });
  });

  it("saves a job from a German page, with or without scripts, with German toasts", async () => {
    const form = await german(() =>
      outcome(() =>
        savedRoute.action(
          routeArgs(
            pageRequest("/de/saved", { cookie: seeker.cookie, form: { jobId: "2", saved: "true", returnTo: "/de/job/2" } }),
          ),
        ),
      ),
    );
    expect(form.location).toBe("/de/job/2");
    expect(await toastOf(form.response)).toMatchObject({ title: "Stelle gemerkt" });

    // The scripts' endpoint has no German address: the page's language comes with the request.
    const api = await savedApi.action({
      request: pageRequest("/api/saved-jobs", { cookie: seeker.cookie, form: { jobId: "2", saved: "false", locale: "de" } }),
    });
    expect(((await api.json()) as { toast: { title: string } }).toast.title).toBe("Stelle entfernt");
    const missing = await savedApi.action({
      request: pageRequest("/api/saved-jobs", { cookie: seeker.cookie, form: { jobId: "999999", saved: "true", locale: "de" } }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ toast: { title: "Stelle nicht gefunden" } });
  });

  it("signs out from a German page to the German sign-in page with a German toast", async () => {
    const other = await createSignedInUser(s, { name: "Peter Okello" });
    const res = await outcome(() =>
      logoutRoute.action(
        routeArgs(
          pageRequest("/logout", { cookie: other.cookie, method: "POST", headers: { Referer: `${TEST_ORIGIN}/de/jobs` } }),
        ),
      ),
    );
    expect(res.location).toBe("/de/auth");
    expect(await toastOf(res.response)).toEqual({ title: "Abgemeldet", description: "Sie wurden erfolgreich abgemeldet." });
  });
});
