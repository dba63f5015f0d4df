CREATE TABLE "audit_totals" (
	"workspace_id" text NOT NULL,
	"category" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_totals_workspace_id_category_shard_pk" PRIMARY KEY("workspace_id","category","shard")
);
--> statement-breakpoint
CREATE TABLE "booking_totals" (
	"workspace_id" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "booking_totals_workspace_id_status_shard_pk" PRIMARY KEY("workspace_id","status","shard")
);
--> statement-breakpoint
DROP INDEX "bookings_link_idx";--> statement-breakpoint
DROP INDEX "booking_holds_user_start_idx";--> statement-breakpoint
DROP INDEX "booking_links_workspace_idx";--> statement-breakpoint
CREATE INDEX "audit_events_workspace_category_idx" ON "audit_events" USING btree ("workspace_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "booking_links_user_idx" ON "booking_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_locations_link_idx" ON "booking_locations" USING btree ("booking_link_id");--> statement-breakpoint
CREATE INDEX "bookings_link_start_idx" ON "bookings" USING btree ("booking_link_id","start_at","id");--> statement-breakpoint
CREATE INDEX "bookings_workspace_status_start_idx" ON "bookings" USING btree ("workspace_id","status","start_at","id");--> statement-breakpoint
CREATE INDEX "booking_holds_user_start_idx" ON "booking_holds" USING btree ("user_id","start_at","booking_id");--> statement-breakpoint
CREATE INDEX "booking_links_workspace_idx" ON "booking_links" USING btree ("workspace_id","position","id");