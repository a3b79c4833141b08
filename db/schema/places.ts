/** The gazetteer: German places from GeoNames (db/places.ts loads them; docs/decisions/160-gazetteer-from-geonames.md). */
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export const places = pgTable(
  "places",
  {
    /** The GeoNames id. */
    id: integer("id").primaryKey(),
    /** The German name ("München"). */
    name: text("name").notNull(),
    /** The English name where it differs ("Munich"). */
    englishName: text("english_name"),
    /** The federal state ("Bavaria"). */
    state: text("state").notNull(),
    /** What the job form and the filters show and accept: the name, with the state where the name is not unique. */
    label: text("label").notNull(),
    /** The /jobs `location` value: the lowercase English name or name, unique ("munich", "düsseldorf"). */
    slug: text("slug").notNull(),
    /** Every name's key (vocabulary/places.ts placeKey): German, English, ASCII spelling. */
    nameKeys: text("name_keys").array().notNull(),
    /** The official municipality key (Amtlicher Gemeindeschlüssel) where GeoNames has it. */
    municipalityKey: text("municipality_key"),
    population: integer("population").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [
    uniqueIndex("places_slug_idx").on(t.slug),
    uniqueIndex("places_label_idx").on(sql`lower(${t.label})`),
    index("places_name_keys_idx").using("gin", t.nameKeys),
    // The distance filter: earth_box(...) @> ll_to_earth(lat, lon) (cube + earthdistance, decision 162).
    index("places_earth_idx").using("gist", sql`ll_to_earth(${t.lat}, ${t.lon})`),
  ],
);
