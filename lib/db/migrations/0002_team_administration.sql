CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb,
	"actor_user_id" text,
	"impersonator_user_id" text,
	"impersonator_is_system_admin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"receiver_email" text NOT NULL,
	"receiver_full_name" text NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"status" text NOT NULL,
	"inviter_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sync_titles" boolean DEFAULT true NOT NULL,
	"sync_description" boolean DEFAULT false NOT NULL,
	"sync_attendees" boolean DEFAULT false NOT NULL,
	"mark_private" boolean DEFAULT false NOT NULL,
	"disable_reminders" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'ALWAYS' NOT NULL,
	"event_titles" text,
	"sync_with_rsvp" jsonb DEFAULT '["accepted"]'::jsonb NOT NULL,
	"sync_location" boolean DEFAULT false NOT NULL,
	"sync_conference_data" boolean DEFAULT false NOT NULL,
	"sync_free_events" boolean DEFAULT false NOT NULL,
	"event_color_id" text,
	"exclude_event_color_id" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"last_event_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_target_calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"sync_config_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'FREE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_configs" ADD CONSTRAINT "sync_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_target_calendars" ADD CONSTRAINT "sync_target_calendars_sync_config_id_sync_configs_id_fk" FOREIGN KEY ("sync_config_id") REFERENCES "public"."sync_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_target_calendars" ADD CONSTRAINT "sync_target_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_workspace_created_idx" ON "audit_events" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_workspace_actor_idx" ON "audit_events" USING btree ("workspace_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_workspace_created_idx" ON "invites" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_one_pending_idx" ON "invites" USING btree ("workspace_id",lower("receiver_email")) WHERE "invites"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sync_configs_user_idx" ON "sync_configs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sync_target_calendars_config_idx" ON "sync_target_calendars" USING btree ("sync_config_id");