CREATE TABLE "company_profiles" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"logo_key" text,
	"industry" text DEFAULT '' NOT NULL,
	"headquarters" text DEFAULT '' NOT NULL,
	"website" text,
	"about" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "jobs_company_lower_idx";--> statement-breakpoint
DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_featured_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_category_slug_idx";--> statement-breakpoint
DROP INDEX "jobs_city_slug_idx";--> statement-breakpoint
DROP INDEX "jobs_salary_sort_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "german_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "english_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_sponsorship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "relocation_support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
-- Hand-written (decision 014): jobs stored before companies existed were all public. Each of their employer
-- names becomes a company (unverified; `npm run db:seed` turns the sample ones into the sample companies), and
-- each job is published from its posting date with the default 30-day deadline.
INSERT INTO "organization" ("id", "name", "slug", "created_at")
SELECT 'legacy-' || md5("company"),
       "company",
       trim(both '-' from regexp_replace(lower("company"), '[^a-z0-9]+', '-', 'g')) || '-' || left(md5("company"), 6),
       min("posted_at")
FROM "jobs" GROUP BY "company";--> statement-breakpoint
INSERT INTO "company_profiles" ("organization_id", "logo_key")
SELECT 'legacy-' || md5("company"), nullif(max("company_logo"), '') FROM "jobs" GROUP BY "company";--> statement-breakpoint
UPDATE "jobs" SET "company_id" = 'legacy-' || md5("company"), "status" = 'published', "published_at" = "posted_at",
  "application_deadline" = "posted_at" + interval '30 days', "created_at" = "posted_at", "updated_at" = "posted_at";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_organization_id_idx" ON "invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_organization_user_key" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_id_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_deadline_idx" ON "jobs" USING btree ("application_deadline") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id","posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_pending_review_idx" ON "jobs" USING btree ("updated_at") WHERE "jobs"."status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "jobs_german_level_idx" ON "jobs" USING btree ("german_level","posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_visa_sponsorship_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published' AND "jobs"."visa_sponsorship";--> statement-breakpoint
CREATE INDEX "jobs_relocation_support_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published' AND "jobs"."relocation_support";--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_featured_posted_at_idx" ON "jobs" USING btree ("is_featured" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_category_slug_idx" ON "jobs" USING btree ("category_slug","posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_city_slug_idx" ON "jobs" USING btree ("city_slug","posted_at" DESC NULLS FIRST,"id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_salary_sort_idx" ON "jobs" USING btree ("salary_sort") WHERE "jobs"."status" = 'published';--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "company_logo";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('draft', 'pending_review', 'published', 'closed', 'rejected'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_german_level_check" CHECK ("jobs"."german_level" IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_english_level_check" CHECK ("jobs"."english_level" IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_published_has_deadline_check" CHECK ("jobs"."status" IN ('draft', 'pending_review', 'rejected') OR ("jobs"."published_at" IS NOT NULL AND "jobs"."application_deadline" IS NOT NULL));;--> statement-breakpoint
-- Hand-written (decision 014): jobs.company is a copy of organization.name for the keyword search. Triggers
-- keep it equal, whatever writes either table (our code, the organization plugin, an administrator's SQL).
CREATE FUNCTION "jobs_company_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "name" INTO NEW."company" FROM "organization" WHERE "id" = NEW."company_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_company_name" BEFORE INSERT OR UPDATE OF "company_id", "company" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_company_name"();--> statement-breakpoint
CREATE FUNCTION "organization_name_to_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" SET "company" = NEW."name" WHERE "company_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organization_name_to_jobs" AFTER UPDATE OF "name" ON "organization"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "organization_name_to_jobs"();