import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { user } from "#db/schema.ts";

/** Makes an account an administrator. Returns false when no account has that id. */
export async function grantAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.update(user).set({ isAdmin: true }).where(eq(user.id, userId)).returning({ id: user.id });
  return rows.length > 0;
}

/** Grants or revokes by e-mail address (the `npm run admin` command). Returns false when no account has it. */
export async function setAdminByEmail(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ isAdmin })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
