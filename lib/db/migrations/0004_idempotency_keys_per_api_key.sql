-- Idempotency keys belong to the API key that sent them, no longer to its
-- user: the booking app and a member's integration often use two keys of one
-- member, and a visitor could claim a key the integration then had refused.
ALTER TABLE "idempotency_keys" ADD COLUMN "api_key_id" text;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";
--> statement-breakpoint
-- A stored response was for the member, whichever of their keys sent the
-- request. It is kept for each of that member's unrevoked keys in the
-- workspace of the booking it made, so a retry under way still replays
-- whichever of those keys it comes with, and no other workspace's key sees it.
INSERT INTO "idempotency_keys" ("api_key_id", "key", "user_id", "request_hash", "response_status", "response_body", "created_at")
SELECT k."id", i."key", i."user_id", i."request_hash", i."response_status", i."response_body", i."created_at"
  FROM "idempotency_keys" i
  JOIN "bookings" b ON b."id" = i."response_body"->>'id'
  JOIN "api_keys" k ON k."user_id" = i."user_id" AND k."workspace_id" = b."workspace_id" AND k."revoked_at" IS NULL
  WHERE i."api_key_id" IS NULL;
--> statement-breakpoint
DELETE FROM "idempotency_keys" WHERE "api_key_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "api_key_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;
