import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links for e-mails (docs/decisions/089-signed-links.md): the token names what it is for and what it acts
 * on, with an HMAC of both under the app's secret, so that a link works without signing in and cannot be
 * forged or turned into another kind of link. Links in mails stay valid as long as the thing they name exists.
 */
export type LinkPurpose = "alert-confirm" | "alert-unsubscribe" | "newsletter-confirm" | "newsletter-unsubscribe";

const PURPOSES: readonly LinkPurpose[] = ["alert-confirm", "alert-unsubscribe", "newsletter-confirm", "newsletter-unsubscribe"];

function mac(secret: string, payload: string): Buffer {
  // A key of its own, derived from the secret: a signature made for something else never fits here.
  const key = createHmac("sha256", secret).update("pearlbridge signed links v1").digest();
  return createHmac("sha256", key).update(payload).digest();
}

/** The token for `purpose` on `subject` (an id): URL-safe, about 80 characters. */
export function signLink(secret: string, purpose: LinkPurpose, subject: string): string {
  const payload = `${purpose}:${subject}`;
  return `${Buffer.from(payload).toString("base64url")}.${mac(secret, payload).toString("base64url")}`;
}

/** What a token is for, when it was signed with `secret`; null for anything else (tampered, truncated, foreign). */
export function readSignedLink(secret: string, token: string): { purpose: LinkPurpose; subject: string } | null {
  if (token.length > 500) return null;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // The encoding must be the canonical one, so that one payload has exactly one token.
  if (Buffer.from(payload).toString("base64url") !== encoded) return null;
  const colon = payload.indexOf(":");
  const purpose = payload.slice(0, colon) as LinkPurpose;
  const subject = payload.slice(colon + 1);
  if (colon < 0 || !PURPOSES.includes(purpose) || !subject) return null;
  return { purpose, subject };
}

/** The RFC 8058 one-click unsubscribe headers for a mail whose unsubscribe link is `url` (https in production). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
