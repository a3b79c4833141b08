DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_category_slug_idx";--> statement-breakpoint
DROP INDEX "jobs_city_slug_idx";--> statement-breakpoint
CREATE INDEX "jobs_featured_posted_at_idx" ON "jobs" USING btree ("is_featured" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_category_slug_idx" ON "jobs" USING btree ("category_slug","posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_city_slug_idx" ON "jobs" USING btree ("city_slug","posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The keyword search re-checks search_text (lower(title, company, description)) on every candidate row. MAIN keeps
-- it in the row (compressed) instead of the TOAST table, where each check costs extra page reads; for rows written
-- from now on.
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STORAGE MAIN;
