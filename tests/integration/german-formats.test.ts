/**
 * German formats where Germans type (issue 27, item 4): salary amounts, websites without a scheme and phone
 * numbers in national form, through the real forms' actions, with the rows they store or the 400 they answer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyProfiles, profiles, user } from "#db/schema.ts";
import { jobFormMessages } from "#app/features/job-posting/job-form.ts";
import { messages } from "#app/features/auth/schemas.ts";
import { action as accountAction, loader as accountLoader } from "#app/routes/account/account.tsx";
import { action as authAction } from "#app/routes/account/auth.tsx";
import { action as companyAction } from "#app/routes/employer/company.tsx";
import { action as employerRegisterAction } from "#app/routes/employer/register.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { call, fieldMessages } from "../support/employer-accounts.ts";
import { createJobAs, FORM, jobRowOf } from "../support/employer-jobs.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

const profileOf = async (s: TestServices, email: string) => {
  const [row] = await s.db
    .select({ phoneNumber: profiles.phoneNumber })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.email, email));
  return row;
};

describe("German formats in the forms", () => {
  let s: TestServices;
  let employer: Account;
  let seeker: Account;

  beforeAll(async () => {
    s = await createTestServices();
    employer = await createSignedInUser(s, { companyName: "Pflege Muster GmbH" });
    seeker = await createSignedInUser(s);
  });
  afterAll(() => s.close());

  describe("salary amounts in the job form", () => {
    it("stores 4.100,50 € and 4,100.50 per month as €4,100.50, annualised for the search", async () => {
      for (const typed of ["4.100,50 €", "4,100.50"]) {
        const { res, id } = await createJobAs(s, employer, {
          ...FORM,
          salaryPeriod: "month",
          salaryMin: typed,
          salaryMax: "€ 4.500",
        });
        expect(res.status).toBe(302);
        expect(await jobRowOf(s, id)).toMatchObject({
          salary: "€4,100.50 - €4,500 per month",
          salaryMin: 49_206,
          salaryMax: 54_000,
        });
      }
    });

    it("refuses an amount that reads two ways with 400 and the message under the field", async () => {
      const { res } = await createJobAs(s, employer, { ...FORM, salaryPeriod: "month", salaryMin: "4,100.500", salaryMax: "" });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.data)).toMatchObject({ salaryMin: jobFormMessages.salaryAmbiguous() });
    });
  });

  describe("the company's website", () => {
    const save = (website: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ intent: "save", name: "Pflege Muster GmbH", website })) body.append(k, v);
      const request = new Request(`${TEST_ORIGIN}/employer/company`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie: employer.cookie },
        body,
      });
      return call(() => companyAction(routeArgs(request)));
    };
    const stored = async () =>
      (await s.db.select({ website: companyProfiles.website }).from(companyProfiles)).map((r) => r.website);

    it("stores www.pflege-muster.de and pflege-muster.de/karriere with https://", async () => {
      expect((await save("www.pflege-muster.de")).status).toBeLessThan(400);
      expect(await stored()).toContain("https://www.pflege-muster.de");
      expect((await save("pflege-muster.de/karriere")).status).toBeLessThan(400);
      expect(await stored()).toContain("https://pflege-muster.de/karriere");
    });

    it("still refuses another scheme with the existing message", async () => {
      const res = await save("ftp://pflege-muster.de");
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toEqual({ website: "Please enter a web address starting with http:// or https://" });
      expect(await stored()).not.toContain("ftp://pflege-muster.de");
    });
  });

  describe("phone numbers", () => {
    it("registers a job seeker with 0772 123456 as +256772123456", async () => {
      const email = "nakato@example.org";
      const form = { intent: "register", fullName: "Sarah Nakato", phoneNumber: "0772 123456", email, password: "nakato-pass" };
      const res = await call(() => authAction(routeArgs(pageRequest("/register", { form, ip: nextIp() }))));
      expect(res.status).toBe(200);
      expect(await profileOf(s, email)).toEqual({ phoneNumber: "+256772123456" });
    });

    it("registers an employer with 030 1234567 as +49301234567", async () => {
      const email = "jana@pflege-nord.de";
      const form = {
        intent: "employer-register",
        fullName: "Jana Weber",
        phoneNumber: "030 1234567",
        email,
        password: "weber-pass-2026",
        companyName: "Pflege Nord GmbH",
      };
      const res = await call(() => employerRegisterAction(routeArgs(pageRequest("/employers/register", { form, ip: nextIp() }))));
      expect(res.status).toBe(200);
      expect(await profileOf(s, email)).toEqual({ phoneNumber: "+49301234567" });
    });

    it("refuses an invalid number at registration with 400 and the message for the country", async () => {
      const email = "nobody@example.org";
      const form = { intent: "register", fullName: "No Body", phoneNumber: "0123 456789", email, password: "nobody-pass" };
      const res = await call(() => authAction(routeArgs(pageRequest("/register", { form, ip: nextIp() }))));
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toEqual({ phoneNumber: messages.phoneIn.UG() });
      expect(await s.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    });

    it("reads the account form's number in the account's country: Germany for an employer, Uganda for a job seeker", async () => {
      const save = (account: Account, phoneNumber: string) =>
        call(() =>
          accountAction(
            routeArgs(pageRequest("/account", { form: { fullName: "Jana Weber", phoneNumber }, cookie: account.cookie })),
          ),
        );
      expect((await save(employer, "030 1234567")).status).toBe(200);
      expect(await profileOf(s, employer.email)).toEqual({ phoneNumber: "+49301234567" });
      expect((await save(seeker, "0772 123456")).status).toBe(200);
      expect(await profileOf(s, seeker.email)).toEqual({ phoneNumber: "+256772123456" });

      const refused = await save(employer, "0123 456789");
      expect(refused.status).toBe(400);
      expect(fieldMessages(refused.body)).toEqual({ phoneNumber: messages.phoneIn.DE() });
      expect(await profileOf(s, employer.email)).toEqual({ phoneNumber: "+49301234567" });
    });

    it("shows a number stored before the rule as it was stored", async () => {
      await s.db.update(profiles).set({ phoneNumber: "0772-123 456" }).where(eq(profiles.id, seeker.id));
      const page = await call(() => accountLoader(routeArgs(pageRequest("/account", { cookie: seeker.cookie }))));
      expect(page.body).toMatchObject({ phoneNumber: "0772-123 456" });
    });
  });
});
