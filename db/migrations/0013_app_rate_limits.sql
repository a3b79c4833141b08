CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_rate_limits_expires_at_idx" ON "app_rate_limits" USING btree ("expires_at");--> statement-breakpoint
-- Our counters used to live in Better Auth's table under keys prefixed "app:"; they move here (decision 030).
DELETE FROM "rate_limit" WHERE "key" LIKE 'app:%';
