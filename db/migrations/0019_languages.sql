ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ad_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK ("user"."language" IN ('en', 'de'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_ad_language_check" CHECK ("jobs"."ad_language" IN ('en', 'de'));