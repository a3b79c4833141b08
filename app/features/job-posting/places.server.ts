/**
 * The job form's place (docs/decisions/161-jobs-reference-places.md): the city as typed is looked up in the
 * gazetteer (any spelling, German or English); a text that names no place is refused with the closest places.
 */
import type { Db } from "#db/client.ts";
import { findPlace, suggestPlaces } from "#db/places.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import type { JobPlace } from "./job-form.ts";

/** How many places the form offers under a refused city, and in its list before anything is typed. */
const SUGGESTIONS = 8;

export type PlaceLookup = { ok: true; place: JobPlace } | { ok: false; suggestions: string[] };

export async function lookUpJobPlace(text: string, db: Db = defaultDb()): Promise<PlaceLookup> {
  const place = await findPlace(db, text);
  if (place) return { ok: true, place: { id: place.id, label: place.label, slug: place.slug } };
  return { ok: false, suggestions: await placeSuggestions(text, db) };
}

/** The labels of the places a typed text may mean, the largest first. */
export async function placeSuggestions(text: string, db: Db = defaultDb(), limit = SUGGESTIONS): Promise<string[]> {
  return (await suggestPlaces(db, text, limit)).map((p) => p.label);
}
