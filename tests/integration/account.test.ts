import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "#db/schema.ts";
import { action, loader } from "#app/routes/account/account.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** The body and status of a `data()` answer or a Response. */
async function unwrap(result: unknown): Promise<{ status: number; body: unknown; location?: string | null }> {
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("Location") };
  }
  const d = result as { data: unknown; init?: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}

describe("/account", () => {
  let s: TestServices;
  let amina: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    s = await createTestServices();
    amina = await createSignedInUser(s, { name: "Amina Nakato", phoneNumber: "+256 772 123456" });
  });
  afterAll(() => s.close());

  it("guards the page: no session redirects to /auth with the way back", async () => {
    const thrown = await Promise.resolve(loader(routeArgs(pageRequest("/account")))).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Faccount");
    const post = await Promise.resolve(
      action(routeArgs(pageRequest("/account", { form: { fullName: "X Y", phoneNumber: "+256700000000" } }))),
    ).catch((e) => e);
    expect((post as Response).status).toBe(302);
  });

  it("shows name, phone and email", async () => {
    expect(await loader(routeArgs(pageRequest("/account", { cookie: amina.cookie })))).toEqual({
      fullName: "Amina Nakato",
      // Stored as +256772123456, shown in groups.
      phoneNumber: "+256 772 123456",
      email: amina.email,
      language: "en",
    });
  });

  it("validates with the registration rules, word for word, and changes nothing", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ fullName: "A", phoneNumber: "+256 700 000000" }, { fullName: "Please enter your full name" }],
      [{ fullName: "x".repeat(101), phoneNumber: "+256 700 000000" }, { fullName: "Name is too long" }],
      [{ fullName: "Amina N", phoneNumber: "1234567" }, { phoneNumber: "Please enter a valid phone number" }],
      [{ fullName: "Amina N", phoneNumber: "1".repeat(21) }, { phoneNumber: "Phone number is too long" }],
      [
        { fullName: " ", phoneNumber: "12" },
        { fullName: "Please enter your full name", phoneNumber: "Please enter a valid phone number" },
      ],
      [{}, { fullName: "Please enter your full name", phoneNumber: "Please enter a valid phone number" }],
    ];
    for (const [form, errors] of cases) {
      const { status, body } = await unwrap(await action(routeArgs(pageRequest("/account", { form, cookie: amina.cookie }))));
      expect(status).toBe(400);
      // Conform's reply: the messages for each field (the first is shown under it) and the entered values.
      const result = (body as { result: { error: Record<string, string[]>; initialValue: unknown } }).result;
      expect(Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages[0]]))).toEqual(errors);
      expect(result.initialValue).toMatchObject(form);
    }
    const [profile] = await s.db.select().from(profiles).where(eq(profiles.id, amina.id));
    expect(profile?.fullName).toBe("Amina Nakato");
  });

  it("updates the profile and the account name, and says Profile updated", async () => {
    const { status, body } = await unwrap(
      await action(
        routeArgs(
          pageRequest("/account", {
            form: { fullName: "  Amina Nakato Mukasa ", phoneNumber: "0701 999888" },
            cookie: amina.cookie,
          }),
        ),
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, toast: { title: "Profile updated" } });
    const [profile] = await s.db.select().from(profiles).where(eq(profiles.id, amina.id));
    expect(profile).toMatchObject({ fullName: "Amina Nakato Mukasa", phoneNumber: "+256701999888" });
    const [row] = await s.db.select().from(user).where(eq(user.id, amina.id));
    expect(row?.name).toBe("Amina Nakato Mukasa");
  });

  it("changes only the session's own profile, whatever user id the form carries", async () => {
    const other = await createSignedInUser(s, { name: "Joseph Okello", phoneNumber: "+256 700 111222" });
    const forged = { fullName: "Hijacked Name", phoneNumber: "+256 700 000000", id: other.id, userId: other.id };
    await action(routeArgs(pageRequest("/account", { form: forged, cookie: amina.cookie })));
    const [victim] = await s.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(victim).toMatchObject({ fullName: "Joseph Okello", phoneNumber: "+256700111222" });
    const [own] = await s.db.select().from(profiles).where(eq(profiles.id, amina.id));
    expect(own?.fullName).toBe("Hijacked Name");
    // And the page shows the caller's data only.
    const page = JSON.stringify(await loader(routeArgs(pageRequest("/account", { cookie: other.cookie }))));
    expect(page).toContain("Joseph Okello");
    expect(page).not.toContain("Hijacked Name");
  });

  it("creates the profile row when the sign-up could not write it", async () => {
    const joseph = await createSignedInUser(s, { name: "Joseph Okello" });
    await s.db.delete(profiles).where(eq(profiles.id, joseph.id));
    expect(await loader(routeArgs(pageRequest("/account", { cookie: joseph.cookie })))).toMatchObject({
      fullName: "Joseph Okello",
      phoneNumber: "",
    });
    const { status } = await unwrap(
      await action(
        routeArgs(
          pageRequest("/account", { form: { fullName: "Joseph Okello", phoneNumber: "+256 700 111222" }, cookie: joseph.cookie }),
        ),
      ),
    );
    expect(status).toBe(200);
    const [profile] = await s.db.select().from(profiles).where(eq(profiles.id, joseph.id));
    expect(profile?.phoneNumber).toBe("+256700111222");
  });
});
