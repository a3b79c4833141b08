import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { EMPTY_FILE_MESSAGE, refuse, type UploadRefusal } from "./checks.ts";
import { LOGO_FILE_LIMIT } from "./limits.ts";

/** A company logo: PNG, JPEG or WebP of at most 1 MB, stored as a WebP of at most 256 x 256 pixels. */
export const LOGO_MAX_BYTES = LOGO_FILE_LIMIT.maxFileBytes;
/** Larger sides than this are refused before decoding (a small file can claim a huge image: a decompression bomb). */
export const LOGO_MAX_SIDE = 5000;
export const LOGO_OUTPUT_SIDE = 256;

export const LOGO_MESSAGES = {
  empty: EMPTY_FILE_MESSAGE,
  tooLarge: LOGO_FILE_LIMIT.tooLargeMessage,
  type: "Please upload a PNG, JPEG or WebP image.",
  damaged: "This image could not be read. Please upload another PNG, JPEG or WebP file.",
  dimensions: `The image is too large. Please upload one of at most ${LOGO_MAX_SIDE} by ${LOGO_MAX_SIDE} pixels.`,
} as const;

const ACCEPTED = new Set(["image/png", "image/apng", "image/jpeg", "image/webp"]);
const SHARP_FORMATS = new Set(["png", "jpeg", "webp"]);

export type ProcessedLogo =
  { ok: true; bytes: Uint8Array; contentType: "image/webp"; extension: "webp"; width: number; height: number } | UploadRefusal;

/** sharp's refusal of an image with more pixels than limitInputPixels (it checks the header's size). */
const isOverPixelLimit = (e: unknown) => e instanceof Error && /pixel limit/i.test(e.message);

const input = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE, pages: 1 });

/**
 * Checks an uploaded logo by its bytes and re-encodes it: decoded by sharp and written anew as a small WebP,
 * turned upright by its EXIF orientation and with all metadata (EXIF, GPS, ICC, XMP) left out, so that
 * nothing of the uploaded file but its picture is ever served. SVG (which can carry scripts) and every other
 * format are refused.
 */
export async function processLogo(bytes: Uint8Array): Promise<ProcessedLogo> {
  if (bytes.byteLength === 0) return refuse("empty", LOGO_MESSAGES.empty);
  if (bytes.byteLength > LOGO_MAX_BYTES) return refuse("too-large", LOGO_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return refuse("type", LOGO_MESSAGES.type);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: the size is known before a single pixel is decoded.
    const meta = await input(bytes).metadata();
    if (!SHARP_FORMATS.has(meta.format)) return refuse("type", LOGO_MESSAGES.type);
    ({ width, height } = meta);
  } catch (e) {
    if (isOverPixelLimit(e)) return refuse("dimensions", LOGO_MESSAGES.dimensions);
    return refuse("damaged", LOGO_MESSAGES.damaged);
  }
  if (!width || !height) return refuse("damaged", LOGO_MESSAGES.damaged);
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) return refuse("dimensions", LOGO_MESSAGES.dimensions);
  try {
    const { data, info } = await input(bytes)
      .rotate()
      .resize(LOGO_OUTPUT_SIDE, LOGO_OUTPUT_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      bytes: new Uint8Array(data),
      contentType: "image/webp",
      extension: "webp",
      width: info.width,
      height: info.height,
    };
  } catch (e) {
    if (isOverPixelLimit(e)) return refuse("dimensions", LOGO_MESSAGES.dimensions);
    return refuse("damaged", LOGO_MESSAGES.damaged);
  }
}
