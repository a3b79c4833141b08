/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL`: makes an account an administrator of the console (/admin), or
 * no longer one, on the configured database, and logs it in the audit log as "npm run admin".
 */
import type { ScriptDatabase } from "./script-database.ts";

const USAGE = `Usage: npm run admin -- grant EMAIL
       npm run admin -- revoke EMAIL

grant  makes the account with that e-mail address an administrator: it sees the console at /admin.
revoke takes the role away. An address listed in ADMIN_EMAILS gets the role back at its next sign-in:
       remove it from ADMIN_EMAILS as well.
The account must exist (sign up first). Each change is written to the audit log as "npm run admin".

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the command and stopped afterwards.`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { changeAdminRole } = await import("#app/features/admin/admins.server.ts");
const { openMigratedDatabase, scriptConfig } = await import("./script-database.ts");
const [verb, email, ...extra] = args;
if ((verb !== "grant" && verb !== "revoke") || !email || extra.length > 0 || !email.includes("@")) {
  console.error(USAGE);
  process.exit(2);
}

const config = scriptConfig();

let opened: ScriptDatabase | undefined;
let exitCode = 0;
try {
  opened = await openMigratedDatabase(config, "the command");
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
process.exit(exitCode);
