import { describe, expect, it } from "vitest";
import { assignableRoles, canChangeRole, canLeave, canRemove, inviteSchema, teamMessages } from "./team-rules.ts";

describe("team rules", () => {
  it("the last owner cannot leave; another owner or anyone else can", () => {
    expect(canLeave("owner", 1)).toEqual({ ok: false, message: teamMessages.lastOwnerLeave() });
    expect(canLeave("owner", 2)).toEqual({ ok: true });
    expect(canLeave("recruiter", 1)).toEqual({ ok: true });
    expect(canLeave("admin", 1)).toEqual({ ok: true });
  });

  it("removing: never yourself, owners only by owners, never the last owner", () => {
    expect(canRemove({ role: "owner", isSelf: true }, "owner", 2)).toMatchObject({
      ok: false,
      message: teamMessages.notYourself(),
    });
    expect(canRemove({ role: "admin", isSelf: false }, "owner", 2)).toMatchObject({ message: teamMessages.ownersOnly() });
    expect(canRemove({ role: "owner", isSelf: false }, "owner", 1)).toMatchObject({ message: teamMessages.lastOwnerRemove() });
    expect(canRemove({ role: "owner", isSelf: false }, "owner", 2)).toEqual({ ok: true });
    expect(canRemove({ role: "admin", isSelf: false }, "recruiter", 1)).toEqual({ ok: true });
  });

  it("roles: only owners touch owners; the last owner keeps the role", () => {
    expect(canChangeRole({ role: "admin" }, "recruiter", "owner", 1)).toMatchObject({ message: teamMessages.ownersOnly() });
    expect(canChangeRole({ role: "admin" }, "owner", "admin", 2)).toMatchObject({ message: teamMessages.ownersOnly() });
    expect(canChangeRole({ role: "owner" }, "owner", "admin", 1)).toMatchObject({ message: teamMessages.lastOwnerDemote() });
    expect(canChangeRole({ role: "owner" }, "owner", "admin", 2)).toEqual({ ok: true });
    expect(canChangeRole({ role: "admin" }, "recruiter", "admin", 1)).toEqual({ ok: true });
    expect(assignableRoles("admin")).toEqual(["admin", "recruiter"]);
    expect(assignableRoles("owner")).toEqual(["owner", "admin", "recruiter"]);
  });

  it("an invitation needs an address and the role admin or recruiter", () => {
    expect(inviteSchema.safeParse({ email: "a@b.de", role: "recruiter" }).success).toBe(true);
    expect(inviteSchema.safeParse({ email: "a@b.de", role: "owner" }).success).toBe(false);
    expect(inviteSchema.safeParse({ email: "nope", role: "admin" }).success).toBe(false);
  });
});
