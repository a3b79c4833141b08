CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"video_url" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "interview_time_zones" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" text NOT NULL,
	"organizer_id" text,
	"organizer_zone" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"note" text,
	"candidate_note" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"video_url" text,
	"address" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('proposed', 'other_times', 'booked', 'cancelled')),
	CONSTRAINT "interviews_booked_check" CHECK ("interviews"."status" <> 'booked' OR ("interviews"."starts_at" IS NOT NULL AND "interviews"."ends_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "queued_mails" DROP CONSTRAINT "queued_mails_status_check";--> statement-breakpoint
ALTER TABLE "queued_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "queued_mails" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_time_zones" ADD CONSTRAINT "interview_time_zones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_organizer_booked_idx" ON "interviews" USING btree ("organizer_id","starts_at") WHERE "interviews"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","status","starts_at");--> statement-breakpoint
ALTER TABLE "queued_mails" ADD CONSTRAINT "queued_mails_status_check" CHECK ("queued_mails"."status" in ('queued', 'sent', 'failed', 'cancelled'));