CREATE TABLE "application_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"organization_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_visits" (
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"previous_visit_at" timestamp with time zone,
	"last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_visits_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_views_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "status" SET DEFAULT 'submitted';--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "employer_note" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "kind" text DEFAULT 'job_seeker' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_application_id_idx" ON "application_status_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_organization_id_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Adopt existing applications: "pending" becomes Submitted, dated and recorded in the history as sent.
UPDATE "job_applications" SET "status" = 'submitted', "status_changed_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "job_applications" SET "status_changed_at" = "created_at";--> statement-breakpoint
INSERT INTO "application_status_history" ("application_id", "status", "changed_by", "created_at")
  SELECT "id", "status", "user_id", "created_at" FROM "job_applications";--> statement-breakpoint
-- Accounts that already belong to a company are employer accounts.
UPDATE "user" SET "kind" = 'employer' WHERE "id" IN (SELECT "user_id" FROM "member");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" IN ('submitted', 'reviewed', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_kind_check" CHECK ("user"."kind" IN ('job_seeker', 'employer'));