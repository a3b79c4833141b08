-- The relevance rank reads search_rank_vector for every match (docs/decisions/027-keyword-search.md). With
-- toast_tuple_target = 512 the toaster had moved it out of line too (after the description and the full document):
-- ranking 9,000 matches then read about 28,000 toast pages. MAIN keeps it in the row (compressed if need be; out of
-- line only if the row would not fit a page).
ALTER TABLE "jobs" ALTER COLUMN "search_rank_vector" SET STORAGE MAIN;--> statement-breakpoint
-- Existing rows keep their stored form until written again: rewrite the vector (the trigger recomputes it as it was).
UPDATE "jobs" SET "search_rank_vector" = "search_rank_vector" || ''::tsvector;
