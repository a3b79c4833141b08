import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../../tests/support/files.ts";
import { readUploadForm, unreadableFormMessage, uploadBodyCeiling, uploadBodyLimit } from "./form.server.ts";

const MB = 1024 * 1024;
const limits = { maxFileBytes: 5 * MB, tooLargeMessage: "The file is larger than 5 MB." };
const url = "http://localhost:3999/upload";

/** A multipart body whose file part is `fileBytes` bytes of "x", generated as it is read; counts what was read. */
function streamingUpload(fileBytes: number, headers: Record<string, string> = {}) {
  const boundary = "----pearlbridge-test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMy CV\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(64 * 1024).fill(0x78);
  let sent = 0;
  let fileSent = 0;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!headSent) {
        headSent = true;
        sent += head.length;
        return controller.enqueue(head);
      }
      if (fileSent < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
        fileSent += piece.length;
        sent += piece.length;
        return controller.enqueue(piece);
      }
      sent += tail.length;
      controller.enqueue(tail);
      controller.close();
    },
  });
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, bytesRead: () => sent };
}

describe("readUploadForm", () => {
  it("gives the fields and the chosen file, byte for byte", async () => {
    const form = new FormData();
    form.set("title", "My CV");
    form.set("cv", new File([new Uint8Array(minimalPdf())], "Nakato CV.pdf", { type: "application/pdf" }));
    const result = await readUploadForm(new Request(url, { method: "POST", body: form }), limits);
    if (!result.ok) throw new Error(result.message);
    expect(result.formData.get("title")).toBe("My CV");
    const file = result.formData.get("cv");
    expect(file).toBeInstanceOf(File);
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(minimalPdf())).toBe(true);
  });

  it("leaves out a file input with nothing chosen, but keeps a chosen empty file", async () => {
    const form = new FormData();
    form.set("cv", new File([], "", { type: "application/octet-stream" }));
    form.set("logo", new File([], "empty.png", { type: "image/png" }));
    const result = await readUploadForm(new Request(url, { method: "POST", body: form }), { ...limits, maxFiles: 2 });
    if (!result.ok) throw new Error(result.message);
    expect(result.formData.get("cv")).toBeNull();
    expect((result.formData.get("logo") as File).size).toBe(0);
  });

  it("accepts a file of exactly the cap", async () => {
    const upload = streamingUpload(5 * MB);
    const result = await readUploadForm(upload.request, limits);
    if (!result.ok) throw new Error(result.message);
    expect((result.formData.get("cv") as File).size).toBe(5 * MB);
  });

  it("drops a file a little over the cap and keeps the form's other fields, so the page can show them again", async () => {
    const upload = streamingUpload(6 * MB);
    const result = await readUploadForm(upload.request, limits);
    expect(result).toMatchObject({ ok: false, status: 413, message: "The file is larger than 5 MB." });
    if (result.ok || !result.fields) throw new Error("expected the other fields");
    expect(result.fields.get("title")).toBe("My CV");
    expect(result.fields.get("cv")).toBeNull();
  });

  it("stops reading at the ceiling: a 50 MB upload costs about 20 MB and answers 413", async () => {
    const upload = streamingUpload(50 * MB);
    expect(await readUploadForm(upload.request, limits)).toEqual({
      ok: false,
      status: 413,
      message: "The file is larger than 5 MB.",
    });
    expect(uploadBodyCeiling(limits)).toBe(4 * (5 * MB + 64 * 1024));
    expect(upload.bytesRead()).toBeLessThan(uploadBodyCeiling(limits) + 256 * 1024);
  });

  it("refuses a body that declares a length over the ceiling without reading it", async () => {
    const upload = streamingUpload(30 * MB, { "content-length": String(30 * MB + 300) });
    expect(await readUploadForm(upload.request, limits)).toMatchObject({ ok: false, status: 413 });
    // The stream hands out its first chunk (the part headers) on its own; not one byte of the file is read.
    expect(upload.bytesRead()).toBeLessThan(1024);
    expect(uploadBodyLimit(limits)).toBe(5 * MB + 64 * 1024);
  });

  it.each([
    ["an URL-encoded form", "application/x-www-form-urlencoded", "cv=x"],
    ["JSON", "application/json", "{}"],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
    ["a multipart body that is not one", "multipart/form-data; boundary=abc", "garbage without any boundary"],
    [
      "a multipart body cut off",
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF',
    ],
  ])("answers 400 to %s", async (_name, type, body) => {
    const request = new Request(url, { method: "POST", headers: { "content-type": type }, body });
    expect(await readUploadForm(request, limits)).toEqual({ ok: false, status: 400, message: unreadableFormMessage() });
  });

  it("answers 400 to more files than the form has", async () => {
    const form = new FormData();
    form.append("cv", new File(["a"], "a.pdf"));
    form.append("cv", new File(["b"], "b.pdf"));
    expect(await readUploadForm(new Request(url, { method: "POST", body: form }), limits)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
