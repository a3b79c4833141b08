/**
 * `npm run db:seed`: applies the migrations and stores (or refreshes) the built-in sample jobs in the
 * configured database, then says what it did. Safe to run again and while the server runs. The work is
 * `seedCommand` (scripts/seed-command.ts).
 */
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import { scriptConfig } from "./script-config.ts";

const USAGE = `Usage: npm run db:seed

Applies the database migrations and stores the ${companies.length} sample companies (verified) and the ${sampleJobs.length} sample
jobs, refreshing the texts of those already there (posting dates, statuses, deadlines, suspensions and everything
users stored are kept). Idempotent.

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the seed and stopped afterwards.`;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

// A bad configuration is refused before the app's modules load (seconds); they come after the checks.
const config = scriptConfig();
const { seedCommand } = await import("./seed-command.ts");
try {
  await seedCommand(config);
} catch (e) {
  console.error(`Seed failed: ${(e as Error).message}`);
  process.exit(1);
}
