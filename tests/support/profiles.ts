/** Candidate profile and CV helpers of the profile tests: the CV form's upload, stored files, the profile row. */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { applicationStatusHistory, candidateProfiles, jobApplications } from "#db/schema.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { minimalPdf } from "./files.ts";
import { TEST_ORIGIN, type createTestServices } from "./services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** A multipart POST of the CV form, as the browser sends it. */
export function cvUpload(cookie: string, file: { bytes: Uint8Array; name: string; type?: string } | null, path = "/profile") {
  const form = new FormData();
  form.set("intent", "upload-cv");
  form.set(
    "cv",
    file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }) : new File([], ""),
  );
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body: form });
}

/** Every file under a folder (the local uploads, or the S3 server's objects). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

export async function profileRow(s: TestServices, userId: string) {
  const [row] = await s.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row;
}

/** An application with a CV copy in storage, as the apply sheet will make it. */
export async function applyWithCv(s: TestServices, userId: string, jobId: string) {
  const key = newStorageKey("cvs", "pdf");
  await s.storage.put(key, minimalPdf("Application copy"), "application/pdf");
  const [row] = await s.db
    .insert(jobApplications)
    .values({ userId, jobId, cvKey: key, cvFileName: "Nakato CV.pdf", coverNote: "I would love to work in Hamburg." })
    .returning({ id: jobApplications.id });
  await s.db.insert(applicationStatusHistory).values({ applicationId: row!.id, status: "submitted", changedBy: userId });
  return { id: row!.id, key };
}
