CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "job_reports_details_length" CHECK (char_length("job_reports"."details") <= 1000),
	CONSTRAINT "job_reports_reason_check" CHECK ("job_reports"."reason" IN ('asks_for_money', 'fake_company', 'misleading', 'discrimination', 'other')),
	CONSTRAINT "job_reports_status_check" CHECK ("job_reports"."status" IN ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "queued_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "queued_mails_key_unique" UNIQUE("key"),
	CONSTRAINT "queued_mails_status_check" CHECK ("queued_mails"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("status","job_id");--> statement-breakpoint
CREATE INDEX "queued_mails_status_idx" ON "queued_mails" USING btree ("status","updated_at" DESC NULLS LAST);