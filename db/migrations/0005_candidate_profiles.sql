CREATE TABLE "candidate_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"german_level" text,
	"german_certificate" text DEFAULT '' NOT NULL,
	"english_level" text,
	"other_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recognition_status" text,
	"current_city" text DEFAULT '' NOT NULL,
	"current_country" text DEFAULT '' NOT NULL,
	"cities_of_interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"cv_key" text,
	"cv_file_name" text,
	"cv_content_type" text,
	"cv_size" integer,
	"cv_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_german_level_check" CHECK ("candidate_profiles"."german_level" IS NULL OR "candidate_profiles"."german_level" IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "candidate_profiles_english_level_check" CHECK ("candidate_profiles"."english_level" IS NULL OR "candidate_profiles"."english_level" IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "candidate_profiles_recognition_check" CHECK ("candidate_profiles"."recognition_status" IS NULL OR "candidate_profiles"."recognition_status" IN ('not_started', 'in_progress', 'partial', 'full', 'not_needed'))
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cover_note" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cv_key" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cv_file_name" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "candidate_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_candidate_check" CHECK ("job_applications"."user_id" IS NOT NULL OR "job_applications"."candidate_deleted_at" IS NOT NULL);