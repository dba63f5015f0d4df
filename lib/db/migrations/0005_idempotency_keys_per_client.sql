-- Idempotency keys belong to the API key and to the kind of client that sent
-- them: the booking app often shares its API key with the team's
-- integrations, and a visitor must not claim a key an integration then has
-- refused. Keys stored before count as an integration's. (drizzle-kit wrote
-- the constraint before the column; the column comes first.)
ALTER TABLE "idempotency_keys" ADD COLUMN "client" text DEFAULT 'integration' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_api_key_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_client_key_pk" PRIMARY KEY("api_key_id","client","key");
