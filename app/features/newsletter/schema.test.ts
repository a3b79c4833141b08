import { describe, expect, it } from "vitest";
import { NEWSLETTER_EMAIL_ERROR, parseNewsletterForm } from "./schema.ts";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("newsletter form rules", () => {
  it("accepts an address, trimmed and lowercased", () => {
    expect(parseNewsletterForm(form({ email: "  Amina.Nakato@Example.ORG " }))).toEqual({ email: "amina.nakato@example.org" });
  });

  it.each(["", "amina", "amina@example", "a@b.c", "@example.org", "amina@@example.org", `${"a".repeat(250)}@example.org`])(
    "refuses %j with the e-mail validation message",
    (email) => {
      expect(parseNewsletterForm(form({ email }))).toEqual({ error: NEWSLETTER_EMAIL_ERROR() });
    },
  );

  it("refuses a missing or non-text field", () => {
    expect(parseNewsletterForm(new FormData())).toEqual({ error: NEWSLETTER_EMAIL_ERROR() });
    const f = new FormData();
    f.set("email", new Blob(["x"]));
    expect(parseNewsletterForm(f)).toEqual({ error: NEWSLETTER_EMAIL_ERROR() });
  });
});
