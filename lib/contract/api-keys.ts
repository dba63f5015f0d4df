// API keys through /v1 (an extension of the interface, which shows no way to obtain or rotate a key).
import { z } from "@hono/zod-openapi";
import { offsetDateTime, resourceId } from "../validation/fields";
import { apiKeyName, MAX_KEY_LIFETIME_DAYS } from "../validation/integration-rules";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export { MAX_KEY_LIFETIME_DAYS, MAX_KEY_NAME_LENGTH } from "../validation/integration-rules";
/** Keys a member may hold that are neither revoked nor expired. */
export const MAX_LIVE_KEYS_PER_MEMBER = 50;

export const apiKeySchema = z
  .object({
    id: z.string().openapi({ example: "key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b" }),
    name: z.string().openapi({ example: "CRM sync", description: "Given at creation; 1-100 characters on one line" }),
    prefix: z.string().openapi({ example: "sk_Q3vX9a2Lm", description: "The key's first 12 characters, to tell keys apart; not a secret" }),
    userId: z.string().openapi({ example: "usr_a", description: "The member the key belongs to and acts as" }),
    workspaceId: z.string().openapi({ example: "ws_demo" }),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable().openapi({ description: "At most about a minute behind the key's latest request; null: never used" }),
    expiresAt: timestamp.nullable().openapi({ description: "From then on the key is refused (401); null: never expires" }),
    revokedAt: timestamp.nullable().openapi({ description: "When it was revoked (401 from then on); null: not revoked" }),
  })
  .openapi("ApiKey");

export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().openapi({
      example: "sk_Q3vX9a2LmT8rW0pZ4nB6yC1dE5fG7hJ2kM9sV3xA0qU",
      description: "The secret, shown this once: only its SHA-256 hash is stored. Send it as x-api-key.",
    }),
  })
  .openapi("CreatedApiKey");

export const apiKeyPage = paginated(apiKeySchema, "ApiKeyPage");

export const listApiKeysQuery = paginationQuery.extend({
  userId: resourceId.optional().openapi({
    description: "OWNER and ADMIN keys: that member's keys. Others may name only themselves (403 otherwise). Default: the caller's keys.",
  }),
  all: z.enum(["true", "false"]).optional().openapi({
    description: "OWNER and ADMIN keys: `true` lists every key of the workspace (403 for others). Not together with userId.",
  }),
});

export const createApiKeyBody = z
  .strictObject({
    name: apiKeyName.openapi({ example: "CRM sync", description: "1-100 characters on one line" }),
    expiresAt: offsetDateTime
      .nullable()
      .optional()
      .openapi({
        example: "2027-06-30T00:00:00Z",
        description: `When the key stops working: after now, at most ${MAX_KEY_LIFETIME_DAYS} days ahead. Absent or null: never.`,
      }),
  })
  .openapi("CreateApiKeyRequest", {
    description: "Always a key of the caller; naming anyone else (userId) is refused as an unknown field.",
  });

export const revokeApiKeyBody = z
  .strictObject({ apiKeyId: resourceId.openapi({ example: "key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b" }) })
  .openapi("RevokeApiKeyRequest");
