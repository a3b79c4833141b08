/**
 * Who may see and do what: one table over every employer, admin, profile and file route, for six actors (signed
 * out, a job seeker who applied to company A, a recruiter of A, a recruiter of B, the owner of A, an
 * administrator who is no member of A). Each (route, actor) pair is one test that calls the real route module
 * on PostgreSQL. Refused state-changing attempts must leave the database as it was, and no answer to someone
 * outside company A may contain A's internal data. A last test fails when app/routes.ts gains a route of
 * these areas that the table does not list. The table itself is in authorization-matrix/ (one module per area). The rules in words: docs/product.md#employers ("Who may see what").
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  candidateProfiles,
  companyProfiles,
  conversationMessages,
  invitation,
  jobAlerts,
  jobApplications,
  jobs,
  member,
  organization,
  trackerSteps,
} from "#db/schema.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { postMessage } from "#app/features/conversations/conversations.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import routes from "#app/routes.ts";
import * as applicationCv from "#app/routes/employer/application-cv.ts";
import * as applicantsCsv from "#app/routes/employer/jobs.applicants-csv.ts";
import * as applicantsXlsx from "#app/routes/employer/jobs.applicants-xlsx.ts";
import * as employerJobs from "#app/routes/employer/jobs.tsx";
import * as employerLayout from "#app/routes/employer/layout.tsx";
import * as employerTeam from "#app/routes/employer/team.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { minimalPdf } from "../support/files.ts";
import { itemAt } from "../support/item-at.ts";
import { outcome, type RouteOutcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";
import { ADMIN_ROWS } from "./authorization-matrix/admin-rows.ts";
import { CANDIDATE_ROWS } from "./authorization-matrix/candidate-rows.ts";
import { CONVERSATION_ROWS } from "./authorization-matrix/conversation-rows.ts";
import { EMPLOYER_ROWS } from "./authorization-matrix/employer-rows.ts";
import { INTERVIEW_ROWS } from "./authorization-matrix/interview-rows.ts";
import {
  ACTOR_NAMES,
  ACTORS,
  EMPLOYER_NOTE,
  MEMBERS_OF_A,
  passedGuard,
  SIGN_IN,
  type Actor,
  type Expected,
  type Fixtures,
  type MatrixRow,
} from "./authorization-matrix/matrix.ts";
import { MODULES } from "./authorization-matrix/route-modules.ts";
import { membersOf, s, useServices } from "./authorization-matrix/state.ts";

type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const f = {} as Fixtures;

/** The table: one row per route and method (employer area, files and the candidate's own data, the console). */
// Conversations last: the seeker's report opens a report on A's job, which the console rows expect none of.
const ROWS: MatrixRow[] = [...EMPLOYER_ROWS, ...CANDIDATE_ROWS, ...ADMIN_ROWS, ...INTERVIEW_ROWS, ...CONVERSATION_ROWS];

/* ---------- Calling the routes ---------- */

/** The route params of `pathname` for the route path `pattern` (":name" segments and a final "*"). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const parts = pathname.replace(/^\//, "").split("/");
  const params: Record<string, string> = {};
  pattern.split("/").forEach((segment, i) => {
    if (segment === "*") params["*"] = parts.slice(i).join("/");
    else if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(parts[i] ?? "");
  });
  return params;
}

function requestFor(row: MatrixRow, cookie: string | undefined): Request {
  const url = row.url(f);
  if (row.method === "GET") return pageRequest(url, { cookie });
  const fields = row.form?.(f) ?? {};
  if (!row.multipart) return pageRequest(url, { cookie, form: fields });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers, body });
}

/** The body of an answer as text: a file's or a CSV's bytes, or a page's data. */
async function bodyText(res: RouteOutcome): Promise<string> {
  if (res.response) return res.response.clone().text();
  return JSON.stringify(res.data ?? null);
}

function describeExpected(row: MatrixRow, e: Expected): string {
  if (e === SIGN_IN) return "redirect to sign-in";
  const reason = row.because?.[e];
  return reason ? `${e}: ${reason}` : String(e);
}

/* ---------- The matrix ---------- */

describe("authorization matrix", () => {
  const accounts = {} as Record<Exclude<Actor, "signedOut">, Account>;
  const cookieOf = (actor: Actor) => (actor === "signedOut" ? undefined : accounts[actor].cookie);

  /** What nobody outside company A may ever receive: its internal data and (for other employers) the candidate's. */
  function secretsFor(actor: Actor): string[] {
    if (MEMBERS_OF_A.includes(actor)) return [];
    const internal = [f.draftTitle, EMPLOYER_NOTE, accounts.ownerA.email, accounts.recruiterA.email, "invitee@example.org"];
    const candidate = [
      "joseph.okello@example.org",
      "+256 772 000111",
      "+256772000111",
      "Okello CV.pdf",
      "Okello nursing diploma.pdf",
    ];
    return actor === "seeker" ? internal : [...internal, ...candidate];
  }

  beforeAll(async () => {
    useServices(await createTestServices({ ADMIN_EMAILS: "admin@example.org" }));
    await seedSampleData(s.db);

    const companyOf = async (name: string) =>
      itemAt(await s.db.select({ id: organization.id }).from(organization).where(eq(organization.name, name)), 0, name).id;
    /** Makes `account` a recruiter of `companyId` only (in place of the company its sign-up created). */
    const makeRecruiter = (account: Account, companyId: string) =>
      s.db.update(member).set({ organizationId: companyId, role: "recruiter" }).where(eq(member.userId, account.id));

    accounts.ownerA = await createSignedInUser(s, { companyName: "Alster Pflege GmbH", email: "owner.a@example.org" });
    f.companyA = await companyOf("Alster Pflege GmbH");
    await createSignedInUser(s, { companyName: "Bodensee Bau GmbH", email: "owner.b@example.org" });
    f.companyB = await companyOf("Bodensee Bau GmbH");
    accounts.recruiterA = await createSignedInUser(s, { companyName: "Temporary A", email: "recruiter.a@example.org" });
    await makeRecruiter(accounts.recruiterA, f.companyA);
    accounts.recruiterB = await createSignedInUser(s, { companyName: "Temporary B", email: "recruiter.b@example.org" });
    await makeRecruiter(accounts.recruiterB, f.companyB);
    accounts.admin = await createSignedInUser(s, { email: "admin@example.org", name: "Ada Admin" });
    accounts.seeker = await createSignedInUser(s, {
      name: "Joseph Okello",
      email: "joseph.okello@example.org",
      phoneNumber: "+256 772 000111",
    });

    const members = await s.db.select({ id: member.id, userId: member.userId }).from(member);
    f.ownerMemberId = itemAt(
      members.filter((m) => m.userId === accounts.ownerA.id),
      0,
      "owner membership",
    ).id;
    f.recruiterMemberId = itemAt(
      members.filter((m) => m.userId === accounts.recruiterA.id),
      0,
      "recruiter membership",
    ).id;
    f.recruiterBMemberId = itemAt(
      members.filter((m) => m.userId === accounts.recruiterB.id),
      0,
      "recruiter B membership",
    ).id;

    f.alertId = "7d0c7c1e-4f7a-4c55-9d39-2a6f0f1f0a11";
    await s.db
      .insert(jobAlerts)
      .values({ id: f.alertId, email: "alert.owner@example.org", query: "search=nurse", frequency: "daily", status: "active" });

    // Three seeded jobs become A's published job, A's draft and B's published job.
    const seeded = await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "published")).limit(3);
    f.jobA = itemAt(seeded, 0, "seeded jobs").id;
    f.draftA = itemAt(seeded, 1, "seeded jobs").id;
    f.jobB = itemAt(seeded, 2, "seeded jobs").id;
    f.draftTitle = "Secret draft: Intensivpflege Nachtdienst";
    await s.db.update(jobs).set({ companyId: f.companyA }).where(eq(jobs.id, f.jobA));
    await s.db
      .update(jobs)
      .set({ companyId: f.companyA, status: "draft", title: f.draftTitle, publishedAt: null, applicationDeadline: null })
      .where(eq(jobs.id, f.draftA));
    await s.db.update(jobs).set({ companyId: f.companyB }).where(eq(jobs.id, f.jobB));

    // The seeker's profile CV and their application to A's job, with its own stored copy of the CV.
    f.profileCvKey = newStorageKey("cvs", "pdf");
    const pdf = minimalPdf("Joseph Okello");
    await s.storage.put(f.profileCvKey, pdf, "application/pdf");
    await s.db.insert(candidateProfiles).values({
      userId: accounts.seeker.id,
      headline: "Registered nurse from Gulu",
      cvKey: f.profileCvKey,
      cvFileName: "Okello CV.pdf",
      cvContentType: "application/pdf",
      cvSize: pdf.length,
      cvUploadedAt: new Date(),
    });
    expect((await applyForJob(accounts.seeker.id, f.jobA)).ok).toBe(true);
    f.applicationCvKey = newStorageKey("cvs", "pdf");
    await s.storage.put(f.applicationCvKey, pdf, "application/pdf");
    const updated = await s.db
      .update(jobApplications)
      .set({ cvKey: f.applicationCvKey, cvFileName: "Okello CV.pdf", employerNote: EMPLOYER_NOTE })
      .where(and(eq(jobApplications.userId, accounts.seeker.id), eq(jobApplications.jobId, f.jobA)))
      .returning({ id: jobApplications.id });
    f.applicationId = itemAt(updated, 0, "the seeker's application").id;

    // A message of A's owner to the seeker, with a document (issue 29).
    const posted = await postMessage({
      party: { side: "employer", companyId: f.companyA },
      applicationId: f.applicationId,
      author: { id: accounts.ownerA.id, name: "Olga Owner" },
      body: "Please send the registration fee of 200 USD by mobile money.",
      attachment: { bytes: minimalPdf("Contract"), fileName: "Contract.pdf", contentType: "application/pdf", extension: "pdf" },
    });
    expect(posted.ok).toBe(true);
    f.messageId = itemAt(await s.db.select({ id: conversationMessages.id }).from(conversationMessages), 0, "message").id;
    // The seeker's document on a tracker step, as the tracker's document form stores it.
    f.trackerDocumentKey = newStorageKey("tracker", "pdf");
    await s.storage.put(f.trackerDocumentKey, pdf, "application/pdf");
    await s.db.insert(trackerSteps).values({
      userId: accounts.seeker.id,
      stepId: "documents",
      fileKey: f.trackerDocumentKey,
      fileName: "Okello nursing diploma.pdf",
      fileContentType: "application/pdf",
      fileSize: pdf.length,
    });

    // A's logo, as the company form stores it.
    f.logoKey = newStorageKey("logos", "webp");
    await s.storage.put(f.logoKey, new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), "image/webp");
    await s.db.update(companyProfiles).set({ logoKey: f.logoKey }).where(eq(companyProfiles.organizationId, f.companyA));

    // A pending invitation of company A for someone who is none of the actors.
    const invited = await outcome(() =>
      employerTeam.action(
        routeArgs(
          pageRequest("/employer/team", {
            cookie: accounts.ownerA.cookie,
            form: { intent: "invite", email: "invitee@example.org", role: "recruiter" },
          }),
        ),
      ),
    );
    expect(invited.status).toBe(302);
    f.invitationId = itemAt(
      await s.db.select({ id: invitation.id }).from(invitation).where(eq(invitation.email, "invitee@example.org")),
      0,
      "invitation",
    ).id;
  });
  afterAll(() => s.close());

  for (const row of ROWS) {
    describe(`${row.method} /${row.route} (${row.file})`, () => {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        const verb = passedGuard(expected) ? "can" : "cannot";
        it(`${ACTOR_NAMES[actor]} ${verb} ${row.what} (${describeExpected(row, expected)})`, async () => {
          const module = itemAt(
            [MODULES[row.file]].filter((m) => m !== undefined),
            0,
            `route modules (${row.file})`,
          );
          const fn = row.method === "GET" ? module.loader : module.action;
          if (!fn) throw new Error(`${row.file} has no ${row.method === "GET" ? "loader" : "action"}`);
          const refused = !passedGuard(expected) || (typeof expected === "number" && expected >= 400);
          const auditCount = async () => (await s.db.select({ n: count() }).from(auditLog))[0]?.n;
          const before =
            row.method === "POST" && (refused || row.changesNothing) ? [await auditCount(), await row.state?.(f)] : null;

          const request = requestFor(row, cookieOf(actor));
          const res = await outcome(() => fn(routeArgs(request, paramsOf(row.route, new URL(request.url).pathname))));

          if (expected === SIGN_IN) {
            expect(res).toMatchObject({ status: 302, location: `/auth?redirectTo=${encodeURIComponent(row.url(f))}` });
          } else {
            expect(res.status).toBe(expected);
          }
          if (before) expect([await auditCount(), await row.state?.(f)]).toEqual(before);
          if (!row.forLinkHolders && !(row.route.startsWith("admin") && actor === "admin")) {
            const text = await bodyText(res);
            for (const secret of secretsFor(actor)) expect(text, `${actor} must not receive "${secret}"`).not.toContain(secret);
          }
        });
      }
    });
  }

  describe("the answers that let an actor through carry the right data", () => {
    it("members of A download the CV the candidate sent, as an attachment, and the CSV and .xlsx list the candidate", async () => {
      for (const actor of MEMBERS_OF_A) {
        const cv = await outcome(() =>
          applicationCv.loader(
            routeArgs(pageRequest(`/employer/applications/${f.applicationId}/cv`, { cookie: cookieOf(actor) }), {
              applicationId: String(f.applicationId),
            }),
          ),
        );
        expect(cv.response?.headers.get("Content-Disposition")).toMatch(/^attachment;/);
        expect(Buffer.from(await cv.response!.arrayBuffer())).toEqual(minimalPdf("Joseph Okello"));
        const csv = await outcome(() =>
          applicantsCsv.loader(
            routeArgs(pageRequest(`/employer/jobs/${f.jobA}/applicants.csv`, { cookie: cookieOf(actor) }), { id: f.jobA }),
          ),
        );
        expect(await csv.response?.text()).toContain("joseph.okello@example.org");
        const xlsx = await outcome(() =>
          applicantsXlsx.loader(
            routeArgs(pageRequest(`/employer/jobs/${f.jobA}/applicants.xlsx`, { cookie: cookieOf(actor) }), { id: f.jobA }),
          ),
        );
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await xlsx.response!.arrayBuffer());
        expect(workbook.getWorksheet("Applicants")?.getRow(2).getCell(2).value).toBe("joseph.okello@example.org");
      }
    });

    it("the employer pages refuse the seeker and the administrator as job seeker accounts", async () => {
      for (const actor of ["seeker", "admin"] as const) {
        const res = await outcome(() => employerLayout.loader(routeArgs(pageRequest("/employer", { cookie: cookieOf(actor) }))));
        expect(res).toMatchObject({ status: 403, data: { reason: "job_seeker" } });
      }
    });

    it("recruiter of A cannot make itself an owner (404), and its role stays recruiter", async () => {
      const before = await membersOf(f.companyA);
      const res = await outcome(() =>
        employerTeam.action(
          routeArgs(
            pageRequest("/employer/team", {
              cookie: cookieOf("recruiterA"),
              form: { intent: "change-role", memberId: f.recruiterMemberId, role: "owner" },
            }),
          ),
        ),
      );
      expect(res.status).toBe(404);
      expect(await membersOf(f.companyA)).toEqual(before);
      expect(before.find((m) => m.id === f.recruiterMemberId)?.role).toBe("recruiter");
    });

    it("recruiter of B works in company B: its job list has B's job and none of A's", async () => {
      const res = await outcome(() =>
        employerJobs.loader(routeArgs(pageRequest("/employer/jobs", { cookie: cookieOf("recruiterB") }))),
      );
      const ids = (res.data as { jobs: { id: string }[] }).jobs.map((j) => j.id);
      expect(ids).toContain(f.jobB);
      expect(ids).not.toContain(f.jobA);
      expect(ids).not.toContain(f.draftA);
    });
  });

  describe("the table is complete", () => {
    /** Every route of app/routes.ts with its full path ("employer/jobs/:id/edit"; index routes take their parent's). */
    function flatten(entries: RouteConfigEntry[], parent = ""): { route: string; file: string }[] {
      return entries.flatMap((entry) => {
        const route = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return [{ route, file: entry.file }, ...flatten(entry.children ?? [], route)];
      });
    }
    const all = flatten(routes);
    const key = (r: { route: string; file: string }) => `${r.route} → ${r.file}`;
    /** The areas this matrix guards: the employer area and its endpoints, the console, the candidate's own data, files. */
    const guarded = (route: string) =>
      /^(employer(\/|$)|admin(\/|$)|profile(\/|$)|account\/(data|tracker)(\/|$)|media\/|alerts$|applications\/|messages\/)/.test(
        route,
      );

    it("lists every employer, admin, profile, account data, tracker and media route of app/routes.ts", () => {
      const listed = new Set(ROWS.map(key));
      const missing = all.filter((r) => guarded(r.route) && !listed.has(key(r))).map(key);
      expect(missing, "routes of app/routes.ts that the authorization matrix does not list").toEqual([]);
    });

    it("lists no route that app/routes.ts no longer has", () => {
      const existing = new Set(all.map(key));
      expect(ROWS.map(key).filter((k) => !existing.has(k))).toEqual([]);
    });

    it("tries every action of the routes it lists", () => {
      const untried = [...new Set(ROWS.map((r) => r.file))].filter(
        (file) => MODULES[file]?.action && !ROWS.some((r) => r.file === file && r.method === "POST"),
      );
      expect(untried).toEqual([]);
    });
  });
});
