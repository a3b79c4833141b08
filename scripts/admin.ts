/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL`: makes an account an administrator of the console (/admin), or
 * no longer one, on the configured database, and logs it in the audit log as "npm run admin". The work is
 * `adminCommand` (scripts/admin-command.ts).
 */
import { ADMIN_USAGE, adminCommand } from "./admin-command.ts";
import { scriptConfig } from "./script-config.ts";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(ADMIN_USAGE);
  process.exit(0);
}

process.exit(await adminCommand(args, scriptConfig));
