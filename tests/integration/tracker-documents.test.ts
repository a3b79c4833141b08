/**
 * A document on a tracker step (decision 200): attached with the CV's checks, replaced and removed with its stored
 * file, downloaded by its owner only, listed in "Download my data", and deleted with the account. Visitors are sent
 * to sign in, employers refused.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerSteps } from "#db/schema.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { action as accountAction } from "#app/routes/account/account.tsx";
import { loader as accountDataLoader } from "#app/routes/account/account.data.ts";
import { loader as documentLoader } from "#app/routes/account/tracker.document.ts";
import { action as trackerAction, loader as trackerLoader } from "#app/routes/account/tracker.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { elfExecutable, minimalDocm, minimalDocx, minimalPdf, pngClaiming } from "../support/files.ts";
import { filesUnder } from "../support/profiles.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** The step's document form as a browser sends it without scripts (multipart, the file in "document"). */
function documentUpload(cookie: string | undefined, stepId: string, file: { bytes: Uint8Array; name: string } | null) {
  const form = new FormData();
  form.set("intent", "upload-document");
  form.set("stepId", stepId);
  form.set("document", file ? new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }) : new File([], ""));
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return outcome(() =>
    trackerAction(routeArgs(new Request(`${TEST_ORIGIN}/account/tracker`, { method: "POST", headers, body: form }))),
  );
}

const post = (form: Record<string, string>, cookie?: string) =>
  outcome(() => trackerAction(routeArgs(pageRequest("/account/tracker", { form, cookie }))));

const download = (stepId: string, cookie?: string) =>
  outcome(() =>
    documentLoader(
      routeArgs(pageRequest(`/account/tracker/${stepId}/document`, { cookie }), { stepId: encodeURIComponent(stepId) }),
    ),
  );

/** The toast a redirect carries, as the next page shows it. */
async function toastOf(response: Response | null) {
  const cookie =
    response?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ") ?? "";
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast;
}

async function stepRow(s: TestServices, userId: string, stepId: string) {
  const [row] = await s.db
    .select()
    .from(trackerSteps)
    .where(and(eq(trackerSteps.userId, userId), eq(trackerSteps.stepId, stepId)));
  return row;
}

describe("documents on tracker steps", () => {
  let s: TestServices;
  let seeker: Account;
  let other: Account;
  let employer: Account;
  let uploads: string;

  beforeAll(async () => {
    s = await createTestServices();
    uploads = path.join(s.config.DATA_DIR, "uploads");
    seeker = await createSignedInUser(s, { name: "Grace Atim" });
    other = await createSignedInUser(s, { name: "Other Seeker" });
    employer = await createSignedInUser(s, { name: "Emma Employer", companyName: "Hamburg Pflege GmbH" });
  });
  afterAll(() => s.close());

  it("refuses hostile, empty, oversized and missing files with the CV's messages, and stores nothing", async () => {
    const cases: [{ bytes: Uint8Array; name: string } | null, number, string][] = [
      [{ bytes: elfExecutable(), name: "diploma.pdf" }, 400, "Please upload a PDF or Word (.docx) file."],
      [{ bytes: pngClaiming(100, 100), name: "diploma.docx" }, 400, "Please upload a PDF or Word (.docx) file."],
      [{ bytes: minimalDocm(), name: "diploma.docx" }, 400, "Please upload a PDF or Word (.docx) file."],
      [{ bytes: minimalPdf().subarray(0, 200), name: "cut.pdf" }, 400, expect.stringMatching(/^This file seems to be damaged/)],
      [{ bytes: new Uint8Array(), name: "empty.pdf" }, 400, "The file is empty."],
      [{ bytes: new Uint8Array(6 * 1024 * 1024).fill(0x25), name: "big.pdf" }, 413, "The file is larger than 5 MB."],
      [null, 400, "Please choose a PDF or Word (.docx) file."],
    ];
    for (const [file, status, message] of cases) {
      const o = await documentUpload(seeker.cookie, "documents", file);
      expect(o.status, file?.name ?? "no file").toBe(status);
      expect(o.data).toEqual({ stepId: "documents", errors: { document: message } });
    }
    // A checklist item, or a step that does not exist, takes no document.
    for (const stepId of ["week-sim", "nonsense"]) {
      const o = await documentUpload(seeker.cookie, stepId, { bytes: minimalPdf(), name: "x.pdf" });
      expect(o.status).toBe(400);
      expect(o.data).toEqual({
        stepId: "",
        errors: {
          form: "A document can only be added to one of the tracker's eight steps. Please reload the page and try again.",
        },
      });
    }
    // A finished resumable upload that is not there (expired, or another account's).
    const gone = await post({ intent: "upload-document", stepId: "documents", upload: "0".repeat(32) }, seeker.cookie);
    expect(gone.status).toBe(400);
    expect(gone.data).toEqual({
      stepId: "documents",
      errors: { document: "The file you uploaded is no longer here (uploads are kept for a day). Please choose it again." },
    });
    expect(filesUnder(uploads)).toEqual([]);
    expect(await s.db.select().from(trackerSteps)).toEqual([]);
  });

  it("sends a visitor to sign in without reading the file, and refuses employers with 403", async () => {
    const visitor = await documentUpload(undefined, "documents", { bytes: minimalPdf(), name: "diploma.pdf" });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Faccount%2Ftracker");
    expect(await toastOf(visitor.response)).toMatchObject({
      title: "Please sign in",
      description: "Documents on the tracker need an account, so that only you can download them.",
    });
    const removal = await post({ intent: "remove-document", stepId: "documents" });
    expect(removal.location).toBe("/auth?redirectTo=%2Faccount%2Ftracker");
    const refused = await documentUpload(employer.cookie, "documents", { bytes: minimalPdf(), name: "diploma.pdf" });
    expect(refused.status).toBe(403);
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("attaches a PDF to a step, shows it on the tracker, and keeps the step's status, date and note", async () => {
    await post(
      { intent: "save", stepId: "documents", status: "done", date: "2026-10-01", note: "Sent to the embassy" },
      seeker.cookie,
    );
    const pdf = minimalPdf("Grace Atim: Diploma in Nursing");
    const o = await documentUpload(seeker.cookie, "documents", { bytes: pdf, name: "Diploma\u202e nursing.pdf" });
    expect(o.status).toBe(302);
    expect(o.location).toBe("/account/tracker#step-documents");
    expect(await toastOf(o.response)).toMatchObject({
      title: "Document attached",
      description: "Only you can download it, from this step.",
    });
    const row = await stepRow(s, seeker.id, "documents");
    expect(row).toMatchObject({
      status: "done",
      stepDate: "2026-10-01",
      note: "Sent to the embassy",
      fileName: "Diploma nursing.pdf",
      fileContentType: "application/pdf",
      fileSize: pdf.length,
    });
    expect(row?.fileKey).toMatch(/^tracker\/[0-9a-f-]+\.pdf$/);
    expect(await s.storage.exists(row!.fileKey!)).toBe(true);
    // A step the person never touched gets its row with the document (status open).
    const other = await documentUpload(seeker.cookie, "recognition", { bytes: minimalPdf("Notice"), name: "Bescheid.pdf" });
    expect(other.status).toBe(302);
    expect(await stepRow(s, seeker.id, "recognition")).toMatchObject({ status: "open", fileName: "Bescheid.pdf" });

    const page = (await outcome(() => trackerLoader(routeArgs(pageRequest("/account/tracker", { cookie: seeker.cookie })))))
      .data as { progress: Record<string, { file: unknown }> };
    expect(page.progress.documents?.file).toEqual({
      name: "Diploma nursing.pdf",
      contentType: "application/pdf",
      size: pdf.length,
    });
  });

  it("lets only its owner download it, as an attachment; anyone else gets 404", async () => {
    const own = await download("documents", seeker.cookie);
    expect(own.status).toBe(200);
    const headers = own.response!.headers;
    expect(headers.get("Content-Disposition")).toBe(
      `attachment; filename="Diploma nursing.pdf"; filename*=UTF-8''Diploma%20nursing.pdf`,
    );
    expect(headers.get("Content-Type")).toBe("application/pdf");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await own.response!.arrayBuffer()).equals(minimalPdf("Grace Atim: Diploma in Nursing"))).toBe(true);
    // Another candidate (whose own step has no document), an employer, a visitor: the same 404.
    for (const cookie of [other.cookie, employer.cookie, undefined]) {
      const o = await download("documents", cookie);
      expect(o.status).toBe(404);
      expect(o.response).toBeNull();
    }
    // A step without a document, a checklist item, a step that does not exist.
    for (const stepId of ["language", "week-sim", "../../uploads"]) {
      expect((await download(stepId, seeker.cookie)).status).toBe(404);
    }
  });

  it("replaces it with a Word file: the old file is removed from storage", async () => {
    const before = await stepRow(s, seeker.id, "documents");
    const docx = minimalDocx("Certified translation");
    const o = await documentUpload(seeker.cookie, "documents", { bytes: docx, name: "Translation.docx" });
    expect(o.status).toBe(302);
    const after = await stepRow(s, seeker.id, "documents");
    expect(after).toMatchObject({
      fileName: "Translation.docx",
      fileContentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      status: "done",
      note: "Sent to the embassy",
    });
    expect(after?.fileKey).not.toBe(before?.fileKey);
    expect(await s.storage.exists(before!.fileKey!)).toBe(false);
    expect(await s.storage.exists(after!.fileKey!)).toBe(true);
    // The two steps' documents, nothing else.
    expect(filesUnder(uploads)).toHaveLength(2);
    // A refused replacement leaves the stored one as it was.
    expect((await documentUpload(seeker.cookie, "documents", { bytes: elfExecutable(), name: "x.pdf" })).status).toBe(400);
    expect(await stepRow(s, seeker.id, "documents")).toEqual(after);
  });

  it("lists the documents in Download my data, with their own download", async () => {
    const res = (await accountDataLoader(routeArgs(pageRequest("/account/data", { cookie: seeker.cookie })))) as Response;
    const body = (await res.json()) as { tracker: { step: string; document: unknown }[] };
    expect(body.tracker.find((t) => t.step === "documents")?.document).toEqual({
      fileName: "Translation.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: minimalDocx("Certified translation").length,
      download: "/account/tracker/documents/document",
    });
  });

  it("removes it: the row forgets it, the file is gone, the step stays; another person's removal touches nothing", async () => {
    const key = (await stepRow(s, seeker.id, "documents"))!.fileKey!;
    // The other candidate names the same step: only their own (empty) step is meant.
    const theirs = await post({ intent: "remove-document", stepId: "documents" }, other.cookie);
    expect(theirs.status).toBe(302);
    expect(await toastOf(theirs.response)).toMatchObject({ title: "No document to remove" });
    expect(await s.storage.exists(key)).toBe(true);

    const o = await post({ intent: "remove-document", stepId: "documents" }, seeker.cookie);
    expect(o.status).toBe(302);
    expect(o.location).toBe("/account/tracker#step-documents");
    expect(await toastOf(o.response)).toMatchObject({
      title: "Document removed",
      description: "It has been deleted from your tracker and from our storage.",
    });
    expect(await stepRow(s, seeker.id, "documents")).toMatchObject({
      status: "done",
      note: "Sent to the embassy",
      fileKey: null,
      fileName: null,
      fileSize: null,
    });
    expect(await s.storage.exists(key)).toBe(false);
    expect((await download("documents", seeker.cookie)).status).toBe(404);
  });

  it("deletes the documents' files with the account", async () => {
    const key = (await stepRow(s, seeker.id, "recognition"))!.fileKey!;
    expect(await s.storage.exists(key)).toBe(true);
    const o = await outcome(() =>
      accountAction(
        routeArgs(
          pageRequest("/account", { cookie: seeker.cookie, form: { intent: "delete-account", password: seeker.password } }),
        ),
      ),
    );
    expect(o.status).toBe(302);
    expect(await s.storage.exists(key)).toBe(false);
    expect(await s.db.select().from(trackerSteps).where(eq(trackerSteps.userId, seeker.id))).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
  });
});
