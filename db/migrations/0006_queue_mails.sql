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
CREATE INDEX "queued_mails_status_idx" ON "queued_mails" USING btree ("status","updated_at" DESC NULLS LAST);