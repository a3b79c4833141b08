import { eq } from "drizzle-orm";
import { profiles, user as users } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";
import { isLocale, type Locale } from "#app/lib/i18n/locale.ts";
import type { AccountDetails } from "./account.ts";

/** The profile (profiles.full_name, phone_number) and the sign-in address of a user. */
export async function getAccount(userId: string): Promise<AccountDetails | null> {
  const [row] = await db()
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      fullName: profiles.fullName,
      phoneNumber: profiles.phoneNumber,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    fullName: row.fullName ?? row.name,
    phoneNumber: row.phoneNumber ?? "",
    email: row.email,
    language: isLocale(row.language) ? row.language : "en",
  };
}

/** Saves name and phone (docs/product.md#accounts), and the name on the account as well. */
export async function updateProfile(userId: string, input: { fullName: string; phoneNumber: string }): Promise<void> {
  const now = new Date();
  await db().transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, fullName: input.fullName, phoneNumber: input.phoneNumber, updatedAt: now })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { fullName: input.fullName, phoneNumber: input.phoneNumber, updatedAt: now },
      });
    await tx.update(users).set({ name: input.fullName, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** The language of the account's e-mails (decision 206): every mail queued from now on is written in it. */
export async function updateLanguage(userId: string, language: Locale): Promise<void> {
  await db().update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
