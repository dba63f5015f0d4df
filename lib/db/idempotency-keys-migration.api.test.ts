// Migration 0004 scopes Idempotency-Keys by API key: responses stored before
// it must still replay for the keys that could send that retry, and no others.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { testDbKind } from "../testing/test-database";
import type { Db } from "./client";
import * as schema from "./schema";

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");
const folders: string[] = [];

/** The migrations folder as it was before the migration named `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
  folders.push(folder);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  return folder;
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

// PGlite only: the migration's SQL is plain PostgreSQL, and the service-postgres project runs every migration on a server.
describe.skipIf(testDbKind !== "pglite")("migration 0004_idempotency_keys_per_api_key", () => {
  it("keeps each stored response for its member's unrevoked keys in the booking's workspace", async () => {
    const client = await PGlite.create("memory://", { extensions: { btree_gist } });
    const database = drizzle(client, { schema });
    const db = database as unknown as Db;
    await migrate(database, { migrationsFolder: await migrationsBefore("0004_idempotency_keys_per_api_key") });

    // The data in the columns it had then: the seed loader writes today's schema, which has columns since added.
    const app = { id: "key_app" };
    const integration = { id: "key_integration" };
    const owner = { id: "usr_owner" };
    await db.execute(sql`insert into workspaces (id, name) values ('ws_team', 'Team'), ('ws_elsewhere', 'Elsewhere')`);
    await db.execute(sql`insert into users (id, workspace_id, name, email) values
      ('usr_owner', 'ws_team', 'Olivia', 'olivia@example.test'), ('usr_colleague', 'ws_team', 'Carl', 'carl@example.test'),
      ('usr_other', 'ws_elsewhere', 'Eve', 'eve@example.test')`);
    await db.execute(sql`insert into memberships (workspace_id, user_id, role) values
      ('ws_team', 'usr_owner', 'OWNER'), ('ws_team', 'usr_colleague', 'MEMBER'), ('ws_elsewhere', 'usr_other', 'OWNER')`);
    await db.execute(sql`insert into api_keys (id, workspace_id, user_id, name, key_hash, prefix, revoked_at) values
      ('key_app', 'ws_team', 'usr_owner', 'booking app', 'hash-app', 'sk_', null),
      ('key_integration', 'ws_team', 'usr_owner', 'integration', 'hash-integration', 'sk_', null),
      ('key_revoked', 'ws_team', 'usr_owner', 'revoked', 'hash-revoked', 'sk_', now()),
      ('key_colleague', 'ws_team', 'usr_colleague', 'colleague', 'hash-colleague', 'sk_', null),
      ('key_owner_elsewhere', 'ws_elsewhere', 'usr_owner', 'elsewhere', 'hash-elsewhere', 'sk_', null)`);
    await db.execute(sql`insert into booking_pages (id, user_id, username) values ('bp_owner', 'usr_owner', 'olivia')`);
    await db.execute(sql`insert into booking_links (id, workspace_id, user_id, booking_page_id, slug, type, title, event_name_template)
      values ('bl_intro', 'ws_team', 'usr_owner', 'bp_owner', 'intro', 'MULTI_USE', 'Intro call', '{{scheduler}} and {{organizer}}')`);
    await db.execute(sql`insert into booking_durations (id, booking_link_id, duration_in_minutes) values ('dur_30', 'bl_intro', 30)`);
    await db.execute(sql`insert into bookings (id, workspace_id, booking_link_id, duration_id, status, title, start_at, end_at, time_zone)
      values ('bk_before', 'ws_team', 'bl_intro', 'dur_30', 'CONFIRMED', 'Intro call',
              '2026-12-08T10:00:00Z', '2026-12-08T10:30:00Z', 'UTC')`);
    await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
      values (${owner.id}, 'form-1', 'hash-1', 201, '{"id":"bk_before"}')`);

    await migrate(database, { migrationsFolder: MIGRATIONS });

    const { rows } = await database.execute(
      sql`select api_key_id, key, request_hash, response_body from idempotency_keys order by api_key_id`,
    );
    expect(rows).toEqual(
      [app.id, integration.id]
        .sort()
        .map((apiKeyId) => ({ api_key_id: apiKeyId, key: "form-1", request_hash: "hash-1", response_body: { id: "bk_before" } })),
    );
    await client.close();
  });
});
