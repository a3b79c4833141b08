/**
 * The keyword search in SQL (docs/product.md#keyword-search, docs/decisions/027-keyword-search.md): the parsed keyword
 * (keyword-query.ts) becomes a tsquery on jobs.search_vector (GIN index), a relevance rank, and, when nothing is
 * found, a "Did you mean" from trigram similarity. Every piece of the keyword is a bound parameter.
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import { occupationsNamedBy } from "#app/features/occupations/public.ts";
import { SEARCH_SYNONYMS } from "#content/search-synonyms.ts";
import { jobs } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import {
  anyOrder,
  correctableWords,
  correctedKeyword,
  isPhrase,
  parseKeyword,
  tsqueryText,
  type Alternative,
  type KeywordQuery,
} from "./keyword-query.ts";

/** One alternative: its words stemmed as English and as German; a prefix is matched on the stored lexemes as they are. */
function alternativeQuery(a: Alternative): SQL {
  const text = tsqueryText(a);
  return a.prefix
    ? sql`to_tsquery('simple'::regconfig, ${text})`
    : sql`(to_tsquery('english'::regconfig, ${text}) || to_tsquery('german'::regconfig, ${text}))`;
}

function termQueries(q: KeywordQuery, word: (a: Alternative) => Alternative = (a) => a): SQL[] {
  return q.terms.map(
    (t) =>
      sql`(${sql.join(
        t.alternatives.map((a) => alternativeQuery(word(a))),
        sql` || `,
      )})`,
  );
}

/**
 * Every term matches through one of its alternatives. The GIN index stores no word positions, so for a phrase PostgreSQL
 * would recheck every candidate's full, out-of-line document. Instead the index gets the phrases' words in any order (a
 * superset), and the exact query is checked on the in-row rank document first, then on the full one; the rank document is
 * the full one's start at the same positions, so the result is exactly `search_vector @@ exact`
 * (docs/decisions/111-phrases-without-rechecks.md).
 */
export function keywordCondition(keyword: string): SQL {
  const text = textCondition(keyword);
  // A keyword that is an occupation's title (EN or DE) or code also finds the jobs of that occupation, even when their
  // text lacks the words (docs/decisions/182-occupations-in-search.md); an index on the column answers it.
  const codes = occupationsNamedBy(keyword);
  return codes.length ? sql`(${text} OR ${inArray(jobs.occupation, codes)})` : text;
}

function textCondition(keyword: string): SQL {
  const query = parseKeyword(keyword);
  const terms = termQueries(query);
  if (!terms.length) return sql`false`;
  const exact = sql`(${sql.join(terms, sql` && `)})`;
  if (!query.terms.some((t) => t.alternatives.some(isPhrase))) return sql`${jobs.searchVector} @@ ${exact}`;
  const anyOrderQuery = sql`(${sql.join(termQueries(query, anyOrder), sql` && `)})`;
  return sql`(${jobs.searchVector} @@ ${anyOrderQuery} AND (${jobs.searchRankVector} @@ ${exact} OR ${jobs.searchVector} @@ ${exact}))`;
}

/**
 * Relevance: ts_rank over every alternative of every word, with the field weights C, B, A, on the document without
 * the description (search_rank_vector: small and stored in line, so ranking thousands of matches stays cheap). A
 * word found in the title counts about 0.6 or more, in the skills at most 0.4, in company, category or city at most
 * 0.2 (ts_rank scores each query lexeme by its best-weighted occurrence), and in the description only 0: the title
 * beats the skills beats the rest beats the description; the caller then orders by recency.
 */
export function keywordRank(keyword: string): SQL {
  const terms = termQueries(parseKeyword(keyword));
  if (!terms.length) return sql`0`;
  return sql`ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], ${jobs.searchRankVector}, (${sql.join(terms, sql` || `)}))`;
}

/**
 * One page of a keyword search in relevance order (keywordRank, then newest), and the number of all matches, in one
 * pass. Ranking has to read every match (the best ones can be anywhere), so counting them on the way costs nothing,
 * while a separate count would search the index and read up to KEYWORD_COUNT_CAP rows once more. The matches are
 * kept as (id, date, rank) only (MATERIALIZED), so that the count's window holds small rows, not the documents.
 * No ids: no matches, or the page lies beyond the last one (then `matches` is unknown and the caller counts).
 */
export async function rankedPage(
  db: Db,
  where: SQL,
  keyword: string,
  opts: { limit: number; offset: number },
): Promise<{ ids: string[]; matches: number }> {
  const res = await db.execute(rankedPageQuery(where, keyword, opts));
  return { ids: res.rows.map((r) => String(r["id"])), matches: Number(res.rows[0]?.["matches"] ?? 0) };
}

/** rankedPage's SQL (columns `id`, `matches`), also for the bench's EXPLAIN. */
export function rankedPageQuery(where: SQL, keyword: string, opts: { limit: number; offset: number }): SQL {
  return sql`
    WITH matches AS MATERIALIZED (
      SELECT ${jobs.id} AS id, ${jobs.postedAt} AS posted_at, ${keywordRank(keyword)} AS rank FROM ${jobs} WHERE ${where}
    )
    SELECT id, count(*) OVER () AS matches FROM matches
    ORDER BY rank DESC, posted_at DESC, id
    LIMIT ${opts.limit} OFFSET ${opts.offset}`;
}

/** The words of the synonym list, also those of its phrases ("enrolled nurse"): known even before a job uses them. */
const SYNONYM_WORDS = [
  ...new Set(
    SEARCH_SYNONYMS.flat()
      .flatMap((entry) => entry.split(/\s+/))
      .filter((w) => /^[\p{L}-]{3,}$/u.test(w))
      .map((w) => w.toLowerCase()),
  ),
];

/** Below this trigram similarity a known word is not offered as a correction. */
export const MIN_SIMILARITY = 0.3;

/** How long a process reuses the vocabulary: new jobs' words become suggestions within this time. */
export const VOCABULARY_TTL_MS = 10 * 60_000;
const MAX_VOCABULARY = 20_000;
const vocabularies = new WeakMap<Db, { words: string; until: number }>();

/**
 * The known words, as a JSON array: the words of the open jobs' titles, skills, categories and cities (the most
 * used first, at most 20,000) and the synonym list. Reading them means reading every open job, so a process keeps
 * them for VOCABULARY_TTL_MS; it is only needed when a keyword finds nothing.
 */
async function vocabulary(db: Db, open: SQL): Promise<string> {
  const cached = vocabularies.get(db);
  if (cached && cached.until > Date.now()) return cached.words;
  const res = await db.execute(sql`
    SELECT coalesce(jsonb_agg(word), '[]'::jsonb)::text AS words FROM (
      SELECT word FROM (
        SELECT word, count(*) AS uses
        FROM (SELECT title, category, location, skills, count(*) AS n FROM ${jobs} WHERE ${open} GROUP BY 1, 2, 3, 4) AS fields,
             regexp_split_to_table(lower(concat_ws(' ', title, category, location, skills::text)), '[^[:alnum:]]+') AS word
        WHERE length(word) >= 3
        GROUP BY word
        ORDER BY uses DESC, word
        LIMIT ${MAX_VOCABULARY}
      ) AS used
      UNION
      SELECT jsonb_array_elements_text(${JSON.stringify(SYNONYM_WORDS)}::jsonb)
    ) AS known`);
  const words = String(res.rows[0]?.["words"] ?? "[]");
  vocabularies.set(db, { words, until: Date.now() + VOCABULARY_TTL_MS });
  return words;
}

/** Forgets a database's cached vocabulary (tests that add jobs, then expect their words to be suggested). */
export function forgetVocabulary(db: Db): void {
  vocabularies.delete(db);
}

/** For each typed word, the most similar known word (trigram similarity, pg_trgm), if similar enough. */
export async function closestWords(db: Db, words: string[], open: SQL): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const known = await vocabulary(db, open);
  const res = await db.execute(sql`
    SELECT typed.word AS typed, best.word AS suggestion
    FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) AS typed(word)
    CROSS JOIN LATERAL (
      SELECT v.word FROM jsonb_array_elements_text(${known}::jsonb) AS v(word)
      WHERE similarity(v.word, typed.word) >= ${MIN_SIMILARITY}
      ORDER BY similarity(v.word, typed.word) DESC, v.word
      LIMIT 1
    ) AS best
  `);
  return new Map(res.rows.map((r) => [String(r["typed"]), String(r["suggestion"])]));
}

/**
 * "Did you mean …": the keyword with its unknown words replaced by the closest known ones, if that finds jobs
 * under the same filters (`finds` counts them). Undefined otherwise. `unmatched`: the typed words that find nothing
 * on their own; only those are corrected, each on its own, and the other words stay as typed.
 */
export async function suggestKeyword(
  db: Db,
  keyword: string,
  open: SQL,
  finds: (keyword: string) => Promise<boolean>,
  unmatched?: readonly string[],
): Promise<string | undefined> {
  const query = parseKeyword(keyword);
  const words = correctableWords(query).filter((w) => !unmatched || unmatched.includes(w));
  const replacements = await closestWords(db, words, open);
  const corrected = correctedKeyword(query, replacements);
  if (!corrected || corrected === keyword.toLowerCase()) return undefined;
  return (await finds(corrected)) ? corrected : undefined;
}
