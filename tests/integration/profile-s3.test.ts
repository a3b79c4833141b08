/** CVs on an S3-compatible server: stored, served, replaced and deleted with the account, in the bucket. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll } from "#app/lib/storage/storage.server.ts";
import { action as accountAction } from "#app/routes/account/account.tsx";
import { loader as profileCvLoader } from "#app/routes/account/profile.cv.ts";
import { action as profileAction } from "#app/routes/account/profile.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { elfExecutable, minimalDocx, minimalPdf } from "../support/files.ts";
import { cvUpload, filesUnder, profileRow } from "../support/profiles.ts";
import { startS3Server } from "../support/s3-server.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("CVs on an S3-compatible server", () => {
  let s: TestServices;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let seeker: Account;

  beforeAll(async () => {
    s3 = await startS3Server();
    s = await createTestServices(s3.env);
    seeker = await createSignedInUser(s, { name: "Grace Auma" });
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  const objects = () => filesUnder(s3.directory).filter((f) => !/metadata|\.json$/.test(path.basename(f)) && /cvs/.test(f));

  it("stores, serves, replaces and deletes with the account, in the bucket", async () => {
    expect(s.storage.description).toMatch(/^s3:/);
    const pdf = minimalPdf("Grace Auma");
    expect(
      (await settle(() => profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: pdf, name: "Grace.pdf" }))))).status,
    ).toBe(302);
    const first = (await profileRow(s, seeker.id))!.cvKey!;
    const stored = await s.storage.get(first);
    expect(Buffer.from(await readAll(stored!)).equals(pdf)).toBe(true);
    const download = await settle(() => profileCvLoader(routeArgs(pageRequest("/profile/cv", { cookie: seeker.cookie }))));
    expect(Buffer.from(await download.response!.arrayBuffer()).equals(pdf)).toBe(true);

    const refused = await settle(() =>
      profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: elfExecutable(), name: "Grace.pdf" }))),
    );
    expect(refused.status).toBe(400);
    expect((await profileRow(s, seeker.id))!.cvKey).toBe(first);

    await profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: minimalDocx(), name: "Grace.docx" })));
    const second = (await profileRow(s, seeker.id))!.cvKey!;
    expect(await s.storage.exists(first)).toBe(false);
    expect(await s.storage.exists(second)).toBe(true);
    expect(objects().length).toBeGreaterThan(0);

    await accountAction(
      routeArgs(
        pageRequest("/account", { cookie: seeker.cookie, form: { intent: "delete-account", password: seeker.password } }),
      ),
    );
    expect(await s.storage.exists(second)).toBe(false);
    expect(objects()).toEqual([]);
  });
});
