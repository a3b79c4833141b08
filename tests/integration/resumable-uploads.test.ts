import type { AddressInfo } from "node:net";
import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles } from "#db/schema.ts";
import { action as profileAction } from "#app/routes/account/profile.tsx";
import { RESUMABLE_UPLOAD_PATH } from "#app/lib/uploads/resumable.ts";
import { createHttpApp, createHttpServer } from "../../server/http.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { minimalPdf } from "../support/files.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const TUS = { "tus-resumable": "1.0.0" };
const b64 = (text: string) => Buffer.from(text).toString("base64");

/** The resumable uploads through the real Express layer (server/http.ts), the page handler a stand-in. */
describe("resumable CV uploads (tus)", () => {
  let s: TestServices;
  let base: string;
  let close: () => Promise<void>;
  let seeker: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let employer: { id: string; cookie: string };

  beforeAll(async () => {
    s = await createTestServices();
    const app = createHttpApp({ services: s, handler: (_req, res) => void res.status(404).end(), clientDir: os.tmpdir() });
    const server = createHttpServer(s.config).on("request", app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    };
    seeker = await createSignedInUser(s, { name: "Grace Atim" });
    other = await createSignedInUser(s, { name: "Other Seeker" });
    employer = await createSignedInUser(s, { name: "Emma Employer", companyName: "Upload GmbH" });
  });
  afterAll(async () => {
    await close();
    await s.close();
  });

  const create = (cookie: string | undefined, length: number, headers: Record<string, string> = {}) =>
    fetch(`${base}${RESUMABLE_UPLOAD_PATH}`, {
      method: "POST",
      headers: {
        ...TUS,
        origin: TEST_ORIGIN,
        "upload-length": String(length),
        "upload-metadata": `filename ${b64("Grace CV.pdf")},owner ${b64("someone-else")}`,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
  const patch = (url: string, cookie: string, offset: number, body: Uint8Array) =>
    fetch(url, {
      method: "PATCH",
      headers: {
        ...TUS,
        origin: TEST_ORIGIN,
        cookie,
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(body),
    });
  const offsetOf = async (url: string, cookie: string) => {
    const head = await fetch(url, { method: "HEAD", headers: { ...TUS, cookie } });
    return head.status === 200 ? Number(head.headers.get("upload-offset")) : head.status;
  };

  it("takes a CV in two pieces, resumes from what arrived, and the profile stores it once", async () => {
    const pdf = minimalPdf("Grace Atim, care worker");
    const created = await create(seeker.cookie, pdf.length);
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get("location")!, base).href;
    const half = Math.floor(pdf.length / 2);
    expect((await patch(url, seeker.cookie, 0, pdf.subarray(0, half))).status).toBe(204);
    // After a dropped connection the browser asks what arrived and sends only the rest.
    expect(await offsetOf(url, seeker.cookie)).toBe(half);
    expect((await patch(url, seeker.cookie, half, pdf.subarray(half))).status).toBe(204);
    expect(await offsetOf(url, seeker.cookie)).toBe(pdf.length);

    const id = url.split("/").pop()!;
    // Another account can neither see nor use it.
    expect(await offsetOf(url, other.cookie)).toBe(404);
    const stolen = await settle(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: other.cookie, form: { intent: "upload-cv", upload: id } }))),
    );
    expect(stolen.body).toMatchObject({ cvError: expect.stringMatching(/no longer here/) });

    const used = await settle(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: seeker.cookie, form: { intent: "upload-cv", upload: id } }))),
    );
    expect(used.status).toBe(302);
    const [row] = await s.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, seeker.id));
    expect(row).toMatchObject({ cvFileName: "Grace CV.pdf" });
    const stored = await s.storage.get(row!.cvKey!);
    expect(stored).not.toBeNull();
    // Used once: the upload is gone.
    expect(await offsetOf(url, seeker.cookie)).toBe(404);
  });

  it("refuses the signed out, employers, files over 5 MB and other sites", async () => {
    expect((await create(undefined, 1000)).status).toBe(401);
    expect((await create(employer.cookie, 1000)).status).toBe(401);
    expect((await create(seeker.cookie, 5 * 1024 * 1024 + 1)).status).toBe(413);
    expect((await create(seeker.cookie, 1000, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("refuses in the language of the page that sent the upload, else the remembered choice or the browser's", async () => {
    const refusal = async (res: Response) => ({ status: res.status, text: await res.text() });
    // From an English page (or no page at all): English, as before.
    expect(await refusal(await create(undefined, 1000, { referer: `${TEST_ORIGIN}/profile` }))).toEqual({
      status: 401,
      text: "Please sign in to upload a file.",
    });
    expect(await refusal(await create(seeker.cookie, 5 * 1024 * 1024 + 1))).toEqual({
      status: 413,
      text: "The file is larger than 5 MB.",
    });
    // From a German page: German.
    expect(await refusal(await create(undefined, 1000, { referer: `${TEST_ORIGIN}/de/profile` }))).toEqual({
      status: 401,
      text: "Bitte melden Sie sich an, um eine Datei hochzuladen.",
    });
    expect(await refusal(await create(seeker.cookie, 5 * 1024 * 1024 + 1, { referer: `${TEST_ORIGIN}/de/job/1/apply` }))).toEqual(
      {
        status: 413,
        text: "Die Datei ist größer als 5 MB.",
      },
    );
    // Without a page of ours: the language switch's cookie, then the browser's language.
    const deCookie = `${seeker.cookie}; pb_lang=de`;
    expect((await refusal(await create(deCookie, 5 * 1024 * 1024 + 1))).text).toBe("Die Datei ist größer als 5 MB.");
    expect((await refusal(await create(undefined, 1000, { "accept-language": "de-DE,de;q=0.9,en;q=0.8" }))).text).toBe(
      "Bitte melden Sie sich an, um eine Datei hochzuladen.",
    );
    // A page's language beats the browser's; another site's address is no page of ours.
    const enPage = { referer: `${TEST_ORIGIN}/profile`, "accept-language": "de-DE" };
    expect((await refusal(await create(undefined, 1000, enPage))).text).toBe("Please sign in to upload a file.");
    expect((await refusal(await create(undefined, 1000, { referer: "https://other.example/de/x" }))).text).toBe(
      "Please sign in to upload a file.",
    );
  });

  it("runs the CV checks on the finished upload: an image sent as a CV is refused", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(200)]);
    const created = await create(seeker.cookie, png.length);
    const url = new URL(created.headers.get("location")!, base).href;
    await patch(url, seeker.cookie, 0, png);
    const result = await settle(() =>
      profileAction(
        routeArgs(
          pageRequest("/profile", { cookie: seeker.cookie, form: { intent: "upload-cv", upload: url.split("/").pop()! } }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ cvError: "Please upload a PDF or Word (.docx) file." });
  });
});
