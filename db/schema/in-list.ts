import { type SQL, sql } from "drizzle-orm";

/**
 * A list of words as the SQL of a check constraint: `'none', 'A1', 'A2'`. Written into the SQL as it is (the
 * lists are the site's own constants from vocabulary/, quoted here), so the generated migration is the same
 * as when the lists were typed out by hand.
 */
export function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}
