import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/forms.ts";
import {
  conversationTexts,
  MAIL_THROTTLE_SECONDS,
  mayMail,
  MESSAGE_MAX,
  messageSchema,
  readOnlyReason,
} from "./message-rules.ts";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("messageSchema", () => {
  it("trims the text and keeps its line breaks", () => {
    const result = parseForm(form({ body: "  Hello,\r\nis the visa sponsored?  " }), messageSchema);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ body: "Hello,\nis the visa sponsored?" });
  });

  it("refuses a text over the limit and control characters, with the field's message", () => {
    const long = parseForm(form({ body: "a".repeat(MESSAGE_MAX + 1) }), messageSchema);
    expect(long.reply().error?.body).toEqual([conversationTexts.tooLong]);
    const nul = parseForm(form({ body: "hello\u0000" }), messageSchema);
    expect(nul.reply().error?.body).toEqual([conversationTexts.control]);
    expect(parseForm(form({ body: "a".repeat(MESSAGE_MAX) }), messageSchema).status).toBe("success");
  });
});

describe("readOnlyReason", () => {
  it("closes withdrawn, rejected and deleted candidates' conversations, and no other", () => {
    expect(readOnlyReason({ status: "withdrawn", candidateDeleted: false })).toBe(conversationTexts.readOnlyWithdrawn);
    expect(readOnlyReason({ status: "rejected", candidateDeleted: false })).toBe(conversationTexts.readOnlyRejected);
    expect(readOnlyReason({ status: "interview", candidateDeleted: true })).toBe(conversationTexts.readOnlyDeleted);
    for (const status of ["submitted", "reviewed", "shortlisted", "interview", "offer", "hired"]) {
      expect(readOnlyReason({ status, candidateDeleted: false })).toBeNull();
    }
  });
});

describe("mayMail", () => {
  const t0 = new Date("2026-11-30T10:00:00Z");
  const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it("mails the first message, then not again within the hour while unread", () => {
    expect(mayMail(null, null, t0)).toBe(true);
    expect(mayMail(t0, null, after(60))).toBe(false);
    expect(mayMail(t0, null, after(MAIL_THROTTLE_SECONDS - 1))).toBe(false);
    expect(mayMail(t0, null, after(MAIL_THROTTLE_SECONDS))).toBe(true);
  });

  it("mails again within the hour once the recipient's side read the conversation after the last mail", () => {
    expect(mayMail(t0, after(-10), after(120))).toBe(false);
    expect(mayMail(t0, after(60), after(120))).toBe(true);
  });
});
