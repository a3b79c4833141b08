DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_rank_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'published';--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_text";