CREATE TABLE "company_verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"requested_by" text,
	"register_number" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"website" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone_or_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_verification_requests_status_check" CHECK ("company_verification_requests"."status" IN ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "company_verification_requests" ADD CONSTRAINT "company_verification_requests_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verification_requests" ADD CONSTRAINT "company_verification_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verification_requests" ADD CONSTRAINT "company_verification_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_verification_requests_pending_key" ON "company_verification_requests" USING btree ("organization_id") WHERE "company_verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_verification_requests_organization_idx" ON "company_verification_requests" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_verification_requests_status_idx" ON "company_verification_requests" USING btree ("status","created_at");