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
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("status","job_id");