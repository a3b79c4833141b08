import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { m } from "#app/lib/i18n/i18n.ts";
import { refuse, type UploadRefusal } from "./checks.ts";
import { LOGO_FILE_LIMIT } from "./limits.ts";

/** A company logo: PNG, JPEG or WebP of at most 1 MB, stored as a WebP of at most 256 x 256 pixels. */
export const LOGO_MAX_BYTES = LOGO_FILE_LIMIT.maxFileBytes;
/** Larger sides than this are refused before decoding (a small file can claim a huge image: a decompression bomb). */
export const LOGO_MAX_SIDE = 5000;
export const LOGO_OUTPUT_SIDE = 256;

/** The refusals, read when used (getters): in the language of the request, /de/employer/company's in German. */
export const LOGO_MESSAGES = {
  get empty() {
    return m.account_upload_empty();
  },
  get tooLarge() {
    return LOGO_FILE_LIMIT.tooLargeMessage;
  },
  get type() {
    return m.employer_logo_error_type();
  },
  get damaged() {
    return m.employer_logo_error_damaged();
  },
  get dimensions() {
    return m.employer_logo_error_dimensions({ side: String(LOGO_MAX_SIDE) });
  },
};

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
