-- The distance filter's functions and index type ship with PostgreSQL's contrib (decision 162); db/places.ts fills
-- the table after the migrations and maps existing jobs to their places.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text,
	"state" text NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"name_keys" text[] NOT NULL,
	"municipality_key" text,
	"population" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_idx" ON "places" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "places_label_idx" ON "places" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "places_name_keys_idx" ON "places" USING gin ("name_keys");--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("lat", "lon"));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_place_id_idx" ON "jobs" USING btree ("place_id") WHERE "jobs"."status" = 'published';