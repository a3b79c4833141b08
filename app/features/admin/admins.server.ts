import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { user } from "#db/schema.ts";
import { setAdminByEmail } from "#app/features/auth/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";

/** How `npm run admin` appears in the audit log: no account, the command's name. */
export const COMMAND_ACTOR = { id: null, email: "npm run admin" } as const;

/**
 * Grants or revokes the administrator role of the account with this e-mail address (any case) and logs it.
 * Null when no account has that address; otherwise whether the role changed (false: it was already so).
 */
export async function changeAdminRole(db: Db, email: string, isAdmin: boolean): Promise<{ changed: boolean } | null> {
  const [account] = await db
    .select({ id: user.id, isAdmin: user.isAdmin })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!account) return null;
  if (!(await setAdminByEmail(db, email, isAdmin))) return null;
  await recordAudit(db, {
    actor: COMMAND_ACTOR,
    action: isAdmin ? "user.admin_grant" : "user.admin_revoke",
    targetType: "user",
    targetId: account.id,
    detail: { email: email.trim().toLowerCase() },
  });
  return { changed: account.isAdmin !== isAdmin };
}
