import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { elfExecutable, minimalPdf, pngClaiming, SVG_LOGO } from "../../../tests/support/files.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { LOGO_MAX_BYTES, processLogo } from "./logo.server.ts";

const PLEASE_IMAGE = "Please upload a PNG, JPEG or WebP image.";
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 64, b: 175, alpha: 0.5 } } });

describe("processLogo", () => {
  it.each([
    ["PNG", (w: number, h: number) => picture(w, h).png().toBuffer()],
    ["JPEG", (w: number, h: number) => picture(w, h).jpeg().toBuffer()],
    ["WebP", (w: number, h: number) => picture(w, h).webp().toBuffer()],
  ])("re-encodes a %s into a WebP of at most 256 x 256, keeping its proportions", async (_format, make) => {
    const result = await processLogo(await make(1000, 500));
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ contentType: "image/webp", extension: "webp", width: 256, height: 128 });
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 128 });
  });

  it("does not enlarge a small logo", async () => {
    const result = await processLogo(await picture(64, 48).png().toBuffer());
    expect(result).toMatchObject({ ok: true, width: 64, height: 48 });
  });

  it("strips the metadata (EXIF with GPS position, ICC) and turns the image upright", async () => {
    // 100 wide, 50 high, with EXIF orientation 6: shown rotated, so 50 wide and 100 high.
    const jpeg = await picture(100, 50)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: "Secret Name" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "0/1 20/1 0/1" } })
      .withIccProfile("p3")
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.anything(), icc: expect.anything() });
    expect(jpeg.includes("Secret Name")).toBe(true);
    const result = await processLogo(jpeg);
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ width: 50, height: 100 });
    const meta = await sharp(result.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(result.bytes).includes("Secret Name")).toBe(false);
  });

  it.each([
    ["an SVG (it can carry scripts)", async () => SVG_LOGO],
    ["a GIF", () => picture(20, 20).gif().toBuffer()],
    ["a TIFF", () => picture(20, 20).tiff().toBuffer()],
    ["a PDF", async () => minimalPdf()],
    ["an executable renamed logo.png", async () => elfExecutable()],
  ])("refuses %s", async (_name, make) => {
    expect(await processLogo(await make())).toEqual({ ok: false, reason: "type", message: PLEASE_IMAGE });
  });

  it("refuses in German for a German page", async () => {
    await withLocale("de", async () => {
      expect(await processLogo(new Uint8Array())).toMatchObject({ message: "Die Datei ist leer." });
      expect(await processLogo(minimalPdf("not an image"))).toMatchObject({
        reason: "type",
        message: "Bitte laden Sie ein Bild im Format PNG, JPEG oder WebP hoch.",
      });
    });
  });

  it("refuses an empty file and a file over 1 MB", async () => {
    expect(await processLogo(new Uint8Array())).toEqual({ ok: false, reason: "empty", message: "The file is empty." });
    // Noise does not compress: a 1000 x 1000 noisy PNG is some 3 MB.
    const noisy = await sharp({
      create: { width: 1000, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(await processLogo(noisy)).toEqual({ ok: false, reason: "too-large", message: "The image is larger than 1 MB." });
  });

  it("refuses a small file that claims a huge image, before decoding it", async () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    expect(await processLogo(bomb)).toMatchObject({
      ok: false,
      reason: "dimensions",
      message: expect.stringMatching(/at most 5000 by 5000 pixels/),
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // Few pixels, but one side too long.
    expect(await processLogo(pngClaiming(6000, 10))).toMatchObject({ ok: false, reason: "dimensions" });
  });

  it("refuses an image that cannot be decoded", async () => {
    const png = await picture(300, 300).png().toBuffer();
    const cut = png.subarray(0, Math.floor(png.length / 2));
    expect(await processLogo(cut)).toMatchObject({
      ok: false,
      reason: "damaged",
      message: expect.stringMatching(/could not be read/),
    });
    // A header that says 100 x 100 followed by pixel data for far fewer.
    expect(await processLogo(pngClaiming(100, 100))).toMatchObject({ ok: false, reason: "damaged" });
  });
});
