import { describe, expect, it } from "vitest";
import { messages } from "./schemas.ts";
import { normalisePhone, phoneForDisplay, serverSchemas } from "./phone.server.ts";

describe("phone numbers as typed", () => {
  it.each([
    ["030 1234567", "DE", "+49301234567"],
    ["030/1234567", "DE", "+49301234567"],
    ["0151 23456789", "DE", "+4915123456789"],
    ["+49 30 1234567", "DE", "+49301234567"],
    ["0049 30 1234567", "DE", "+49301234567"],
    ["0772 123456", "UG", "+256772123456"],
    ["+256 772 123456", "UG", "+256772123456"],
    ["+256 772 123456", "DE", "+256772123456"],
    ["+49 30 1234567", "UG", "+49301234567"],
    ["+44 20 7946 0958", "UG", "+442079460958"],
  ] as const)("%j in %s is %s", (typed, country, e164) => {
    expect(normalisePhone(typed, country)).toBe(e164);
  });

  it.each([
    ["0123 456789", "DE"], // no German area code starts with 012
    ["0772 12", "DE"],
    ["1234567", "UG"],
    ["+256 12 345", "UG"],
    ["+49 0000 00000", "DE"],
    ["javascript:alert(1)", "DE"],
  ] as const)("%j in %s is no number", (typed, country) => {
    expect(normalisePhone(typed, country)).toBeNull();
  });

  it("stores E.164 from the forms, and says which forms are meant when a number is none", () => {
    const seeker = serverSchemas.jobSeekerRegister.safeParse({
      fullName: "Amina Nakato",
      phoneNumber: "0772 123456",
      email: "amina@example.com",
      password: "secret123",
    });
    expect(seeker.success && seeker.data.phoneNumber).toBe("+256772123456");
    const employer = serverSchemas.profile("employer").safeParse({ fullName: "Jana Weber", phoneNumber: "0123 456789" });
    expect(employer.success).toBe(false);
    expect(employer.error?.issues.map((i) => i.message)).toEqual([messages.phoneIn.DE()]);
    // The shape check still answers first, with the specification's words.
    const short = serverSchemas.profile("job_seeker").safeParse({ fullName: "Amina Nakato", phoneNumber: "123" });
    const shortMessages = short.error?.issues.map((i) => i.message);
    expect(shortMessages?.[0]).toBe(messages.phone());
    expect(shortMessages).not.toContain(messages.phoneIn.UG());
  });
});

describe("a stored number as shown", () => {
  it.each([
    ["+256772123456", "+256 772 123456"],
    ["+49301234567", "+49 30 1234567"],
    ["0772-123 456", "0772-123 456"],
    ["", ""],
  ])("%j is shown as %j", (stored, shown) => {
    expect(phoneForDisplay(stored)).toBe(shown);
  });
});
