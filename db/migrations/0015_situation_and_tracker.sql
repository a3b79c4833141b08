CREATE TABLE "tracker_steps" (
	"user_id" text NOT NULL,
	"step_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"step_date" date,
	"note" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_content_type" text,
	"file_size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_steps_user_id_step_id_pk" PRIMARY KEY("user_id","step_id"),
	CONSTRAINT "tracker_steps_status_check" CHECK ("tracker_steps"."status" IN ('open', 'done', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "qualification_level" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "qualification_field" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "years_experience" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "regulated_profession" text;--> statement-breakpoint
ALTER TABLE "tracker_steps" ADD CONSTRAINT "tracker_steps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_qualification_level_check" CHECK ("candidate_profiles"."qualification_level" IS NULL OR "candidate_profiles"."qualification_level" IN ('degree', 'vocational', 'none'));--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_years_experience_check" CHECK ("candidate_profiles"."years_experience" IS NULL OR "candidate_profiles"."years_experience" BETWEEN 0 AND 50);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_age_band_check" CHECK ("candidate_profiles"."age_band" IS NULL OR "candidate_profiles"."age_band" IN ('under35', '35to39', '40to44', '45plus'));--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_regulated_check" CHECK ("candidate_profiles"."regulated_profession" IS NULL OR "candidate_profiles"."regulated_profession" IN ('yes', 'no', 'unsure'));