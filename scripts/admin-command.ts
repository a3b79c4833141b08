/**
 * What `npm run admin` does (scripts/admin.ts is the command line around it): grant or revoke the administrator
 * role by e-mail address, printing what happened, and the exit code. A function so that the tests can run most
 * cases in their own process; one test still runs the real command (tests/integration/admin.test.ts).
 */
import type { Config } from "#app/lib/config.server.ts";
import type { ScriptDatabase } from "./script-database.ts";

export const ADMIN_USAGE = `Usage: npm run admin -- grant EMAIL
       npm run admin -- revoke EMAIL

grant  makes the account with that e-mail address an administrator: it sees the console at /admin.
revoke takes the role away. An address listed in ADMIN_EMAILS gets the role back at its next sign-in:
       remove it from ADMIN_EMAILS as well.
The account must exist (sign up first). Each change is written to the audit log as "npm run admin".

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the command and stopped afterwards.`;

/**
 * Runs `grant EMAIL` / `revoke EMAIL` (the arguments after `--`) and answers the exit code: 0 done, 1 no such
 * account or a failure, 2 a wrong call (the usage is printed). `config` is asked only for a well-formed call.
 */
export async function adminCommand(args: string[], config: () => Config): Promise<number> {
  const [verb, email, ...extra] = args;
  if ((verb !== "grant" && verb !== "revoke") || !email || extra.length > 0 || !email.includes("@")) {
    console.error(ADMIN_USAGE);
    return 2;
  }
  // Loaded only for a well-formed call, so that a wrong one answers at once.
  const { changeAdminRole } = await import("#app/features/admin/admins.server.ts");
  const { openMigratedDatabase } = await import("./script-database.ts");

  let opened: ScriptDatabase | undefined;
  let exitCode = 0;
  try {
    opened = await openMigratedDatabase(config(), "the command");
    const result = await changeAdminRole(opened.database.db, email, verb === "grant");
    if (!result) {
      console.error(`No account has the e-mail address ${email}. The person must sign up first.`);
      exitCode = 1;
    } else if (verb === "grant") {
      console.log(result.changed ? `${email} is now an administrator.` : `${email} was already an administrator.`);
    } else {
      console.log(result.changed ? `${email} is no longer an administrator.` : `${email} was not an administrator.`);
    }
  } catch (e) {
    console.error(`The command failed: ${(e as Error).message}`);
    exitCode = 1;
  }
  await opened?.close();
  return exitCode;
}
