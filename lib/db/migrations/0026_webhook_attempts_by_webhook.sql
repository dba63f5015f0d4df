-- A webhook's deliveries read from one index of the attempts (lib/webhooks/list-deliveries.ts): before, every
-- request joined all of the webhook's messages to all attempts and sorted them, and counted the same join.
ALTER TABLE "outbox_attempts" ADD COLUMN "webhook_id" text;--> statement-breakpoint
UPDATE "outbox_attempts" SET "webhook_id" = "outbox_messages"."recipient" FROM "outbox_messages"
  WHERE "outbox_messages"."id" = "outbox_attempts"."message_id" AND "outbox_messages"."channel" = 'WEBHOOK';--> statement-breakpoint
CREATE INDEX "outbox_attempts_webhook_idx" ON "outbox_attempts" USING btree ("webhook_id","started_at","message_id","attempt") WHERE "outbox_attempts"."webhook_id" is not null;
