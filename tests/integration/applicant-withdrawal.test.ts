/**
 * The applicant pipeline, continued: the candidate's withdrawal, a deleted candidate on the employer's list,
 * and who may see and act (signed out, a job seeker, another company's recruiter, the company's members).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { statusMessages } from "#app/features/applications/statuses.ts";
import { deleteAccount } from "#app/features/account/privacy.server.ts";
import type * as applicantsRoute from "#app/routes/employer/jobs.applicants.tsx";
import { createSignedInUser } from "../support/accounts.ts";
import {
  applicationOf,
  csv,
  historyOf,
  JOB,
  OTHER_JOB,
  outcome,
  page,
  post,
  setUpPipeline,
  withdraw,
} from "../support/applicant-pipeline.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("applicant pipeline", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let otherRecruiter: Account;
  let seeker: Account;
  let amina: Account;

  const application = (userId: string, jobId = JOB) => applicationOf(s, userId, jobId);
  const history = (applicationId: number) => historyOf(s, applicationId);

  beforeAll(async () => {
    s = await createTestServices();
    ({ owner, recruiter, otherRecruiter, seeker, amina } = await setUpPipeline(s));
  });
  afterAll(() => s.close());

  it("the candidate withdraws: Withdrawn with a history line of theirs, and the employer sees it and can no longer change it", async () => {
    const app = await application(amina.id, OTHER_JOB);
    const res = await outcome(withdraw(app.id, amina.cookie));
    expect(res).toMatchObject({ status: 302, location: "/applications" });
    expect((await application(amina.id, OTHER_JOB)).status).toBe("withdrawn");
    expect((await history(app.id)).map((l) => [l.status, l.changedBy])).toEqual([
      ["submitted", amina.id],
      ["withdrawn", amina.id],
    ]);
    const data = (await page(`/employer/jobs/${OTHER_JOB}/applicants`, owner.cookie)) as Awaited<
      ReturnType<typeof applicantsRoute.loader>
    >;
    expect(data.applicants.map((a) => [a.email, a.status])).toEqual([["amina@example.org", "withdrawn"]]);

    const change = await outcome(
      post(OTHER_JOB, { intent: "status", applicationId: String(app.id), status: "reviewed" }, owner.cookie),
    );
    expect(change).toEqual({ status: 409, body: { applicationId: app.id, form: "status", error: statusMessages.withdrawn } });
    const again = await outcome(withdraw(app.id, amina.cookie));
    expect(again).toEqual({ status: 409, body: { applicationId: app.id, error: statusMessages.notWithdrawable } });
  });

  it("refuses to withdraw a Hired or Rejected application", async () => {
    const app = await application(seeker.id);
    for (const status of ["hired", "rejected"]) {
      await post(JOB, { intent: "status", applicationId: String(app.id), status }, owner.cookie);
      expect((await application(seeker.id)).status).toBe(status);
      const res = await outcome(withdraw(app.id, seeker.cookie));
      expect(res).toEqual({ status: 409, body: { applicationId: app.id, error: statusMessages.notWithdrawable } });
      expect((await application(seeker.id)).status).toBe(status);
    }
    // Put it back for the tests below.
    await post(JOB, { intent: "status", applicationId: String(app.id), status: "interview" }, owner.cookie);
  });

  it("a candidate cannot withdraw another user's application (404, nothing changes)", async () => {
    const app = await application(amina.id, JOB);
    const res = await outcome(withdraw(app.id, seeker.cookie));
    expect(res.status).toBe(404);
    expect((await application(amina.id, JOB)).status).toBe("submitted");
    const signedOut = await outcome(withdraw(app.id));
    expect(signedOut).toMatchObject({ status: 302, location: "/auth?redirectTo=%2Fapplications" });
  });

  it("a candidate who deleted their account stays on the list as Deleted candidate, without contact details or mail", async () => {
    const leaver = await createSignedInUser(s, { name: "Gone Person", email: "gone@example.org" });
    expect((await applyForJob(leaver.id, OTHER_JOB)).ok).toBe(true);
    const { id } = await application(leaver.id, OTHER_JOB);
    await deleteAccount({ id: leaver.id, email: leaver.email, kind: "job_seeker" });

    const data = (await page(`/employer/jobs/${OTHER_JOB}/applicants`, owner.cookie)) as Awaited<
      ReturnType<typeof applicantsRoute.loader>
    >;
    const gone = data.applicants.find((a) => a.id === id);
    expect(gone).toMatchObject({ name: "Deleted candidate", email: "", phone: "", status: "submitted" });
    expect(JSON.stringify(data)).not.toContain("gone@example.org");

    const mailsBefore = (await s.outbox("gone@example.org")).length;
    const res = await outcome(post(OTHER_JOB, { intent: "status", applicationId: String(id), status: "rejected" }, owner.cookie));
    expect(res.status).toBe(302);
    expect((await history(id)).map((h) => h.status)).toEqual(["submitted", "rejected"]);
    expect((await s.outbox("gone@example.org")).length).toBe(mailsBefore);
  });

  describe("who may see and act", () => {
    const path = `/employer/jobs/${JOB}/applicants`;

    it("signed out: every route sends to sign-in", async () => {
      const app = await application(amina.id);
      expect(await outcome(page(path))).toMatchObject({ status: 302, location: `/auth?redirectTo=${encodeURIComponent(path)}` });
      expect(await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }))).toMatchObject({
        status: 302,
      });
      expect(await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "x" }))).toMatchObject({
        status: 302,
      });
      expect(await outcome(csv(JOB))).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(`/employer/jobs/${JOB}/applicants.csv`)}`,
      });
      expect((await application(amina.id)).status).toBe("submitted");
    });

    it("a job seeker gets 403 everywhere", async () => {
      const app = await application(amina.id);
      expect((await outcome(page(path, seeker.cookie))).status).toBe(403);
      expect(
        (await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, seeker.cookie))).status,
      ).toBe(403);
      expect((await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "x" }, seeker.cookie))).status).toBe(
        403,
      );
      expect((await outcome(csv(JOB, seeker.cookie))).status).toBe(403);
      expect((await application(amina.id)).status).toBe("submitted");
    });

    it("a recruiter of another company gets 404 everywhere and changes nothing", async () => {
      const app = await application(amina.id);
      const mails = (await s.outbox("amina@example.org")).length;
      expect((await outcome(page(path, otherRecruiter.cookie))).status).toBe(404);
      expect(
        (await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, otherRecruiter.cookie)))
          .status,
      ).toBe(404);
      expect(
        (await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "mine" }, otherRecruiter.cookie))).status,
      ).toBe(404);
      expect((await outcome(csv(JOB, otherRecruiter.cookie))).status).toBe(404);
      const row = await application(amina.id);
      expect(row.status).toBe("submitted");
      expect(row.employerNote).not.toBe("mine");
      expect(await s.outbox("amina@example.org")).toHaveLength(mails);
    });

    it("an application of another job, or an unknown job, is 404 even for the owner", async () => {
      const app = await application(seeker.id);
      const res = await outcome(
        post(OTHER_JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, owner.cookie),
      );
      expect(res.status).toBe(404);
      expect((await application(seeker.id)).status).toBe("interview");
      expect((await outcome(page("/employer/jobs/no-such-job/applicants", owner.cookie))).status).toBe(404);
      expect((await outcome(page("/employer/jobs/bad%20id/applicants", owner.cookie))).status).toBe(404);
      expect((await outcome(csv("no-such-job", owner.cookie))).status).toBe(404);
    });

    it("a recruiter and the owner of the job's company may see, change, note and export", async () => {
      const app = await application(amina.id);
      for (const [who, status] of [
        [recruiter, "reviewed"],
        [owner, "offer"],
      ] as const) {
        expect((await outcome(page(path, who.cookie))).status).toBe(200);
        expect((await outcome(csv(JOB, who.cookie))).status).toBe(200);
        expect((await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status }, who.cookie))).status).toBe(
          302,
        );
        expect((await application(amina.id)).status).toBe(status);
        expect(
          (await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: status }, who.cookie))).status,
        ).toBe(302);
        expect((await application(amina.id)).employerNote).toBe(status);
      }
    });
  });
});
