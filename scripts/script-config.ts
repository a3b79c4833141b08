/**
 * The scripts' configuration, apart from the database code (scripts/script-database.ts), so that a script can
 * refuse a bad configuration before it loads the app's modules (seconds on these machines).
 */
import { ConfigError, parseConfig, type Config } from "#app/lib/config.server.ts";

/** The configuration from the environment; an invalid one is printed and the script exits with 1. */
export function scriptConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
