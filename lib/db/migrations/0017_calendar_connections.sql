CREATE TABLE "calendar_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"server_url" text NOT NULL,
	"username" text,
	"credentials" text,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "connection_id" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "remote_url" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "sync_tag" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "read_for_availability" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "ignore_all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_connections_user_idx" ON "calendar_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_due_idx" ON "calendar_connections" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_times_calendar_idx" ON "busy_times" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "calendars_connection_idx" ON "calendars" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "calendars_user_idx" ON "calendars" USING btree ("user_id");