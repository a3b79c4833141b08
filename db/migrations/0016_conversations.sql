CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_check" CHECK ("conversation_messages"."side" IN ('candidate', 'employer')),
	CONSTRAINT "conversation_messages_body_length" CHECK (char_length("conversation_messages"."body") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "conversation_notifications" (
	"application_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_notifications_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_candidate_seq" integer DEFAULT 0 NOT NULL,
	"last_employer_seq" integer DEFAULT 0 NOT NULL,
	"candidate_read_seq" integer DEFAULT 0 NOT NULL,
	"employer_read_seq" integer DEFAULT 0 NOT NULL,
	"candidate_read_at" timestamp with time zone,
	"employer_read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_reports" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_application_id_conversations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."conversations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notifications" ADD CONSTRAINT "conversation_notifications_application_id_conversations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."conversations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notifications" ADD CONSTRAINT "conversation_notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_seq_key" ON "conversation_messages" USING btree ("application_id","seq");--> statement-breakpoint
CREATE INDEX "conversations_unread_by_candidate_idx" ON "conversations" USING btree ("application_id") WHERE "conversations"."last_employer_seq" > "conversations"."candidate_read_seq";--> statement-breakpoint
CREATE INDEX "conversations_unread_by_employer_idx" ON "conversations" USING btree ("application_id") WHERE "conversations"."last_candidate_seq" > "conversations"."employer_read_seq";--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_message_id_key" ON "job_reports" USING btree ("message_id") WHERE "job_reports"."message_id" IS NOT NULL;