ALTER TABLE "jobs" ADD COLUMN "occupation" text;--> statement-breakpoint
CREATE INDEX "jobs_occupation_idx" ON "jobs" USING btree ("occupation") WHERE "jobs"."status" = 'published';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_occupation_check" CHECK ("jobs"."occupation" ~ '^[0-9]{4}$');