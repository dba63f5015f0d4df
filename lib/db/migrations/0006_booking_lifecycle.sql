-- The booking lifecycle (cancel, reschedule, approve, decline, manage
-- tokens). The secret that signs manage tokens is made here, from
-- gen_random_uuid (a strong random source), so that every instance sharing
-- the database signs alike. A hold ends with its booking: cancelled,
-- declined and rescheduled bookings keep their holds, inactive, as the record
-- of who hosted them.
CREATE TABLE "service_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_user_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_to_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_attendees_email_idx" ON "booking_attendees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_workspace_start_idx" ON "bookings" USING btree ("workspace_id","start_at","id");--> statement-breakpoint
INSERT INTO "service_secrets" ("name", "value") VALUES ('manage-token', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
