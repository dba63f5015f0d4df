-- Each hold carries its booking's workspace (a member who moved keeps holds of the old workspace's bookings), and
-- the host index carries it too, so that a member's own bookings are read from that index alone
-- (lib/bookings/list-bookings.ts). drizzle has no syntax for INCLUDE: the schema declares the index's keys only.
ALTER TABLE "booking_holds" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "booking_holds" SET "workspace_id" = "bookings"."workspace_id" FROM "bookings" WHERE "bookings"."id" = "booking_holds"."booking_id";--> statement-breakpoint
ALTER TABLE "booking_holds" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "booking_holds_user_start_idx";--> statement-breakpoint
CREATE INDEX "booking_holds_user_start_idx" ON "booking_holds" USING btree ("user_id","start_at","booking_id") INCLUDE ("workspace_id");
