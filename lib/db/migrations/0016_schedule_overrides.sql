ALTER TABLE "schedules" ADD COLUMN "overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_one_default_idx" ON "schedules" USING btree ("user_id") WHERE "schedules"."is_default";--> statement-breakpoint
CREATE INDEX "schedules_user_idx" ON "schedules" USING btree ("user_id");