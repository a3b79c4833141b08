CREATE TABLE "alert_digests" (
	"alert_id" text NOT NULL,
	"period" text NOT NULL,
	"job_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_alert_id_period_pk" PRIMARY KEY("alert_id","period")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "job_alerts_owner_check" CHECK (("job_alerts"."user_id" IS NULL) <> ("job_alerts"."email" IS NULL)),
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" IN ('daily', 'weekly')),
	CONSTRAINT "job_alerts_status_check" CHECK ("job_alerts"."status" IN ('pending', 'active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_user_query_idx" ON "job_alerts" USING btree ("user_id","query") WHERE "job_alerts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_email_query_idx" ON "job_alerts" USING btree ("email","query") WHERE "job_alerts"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_alerts_active_idx" ON "job_alerts" USING btree ("frequency","id") WHERE "job_alerts"."status" = 'active';