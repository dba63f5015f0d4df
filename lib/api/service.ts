// The process-wide service API on the process-wide database.
import "server-only";
import { type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import { getConfig } from "../config/env";
import { getDatabase } from "../db/client";
import { type Api, createApi } from "./app";

type GlobalWithApi = typeof globalThis & { __schedulingApi?: Api; __schedulingChanges?: ChangeFeed };

export function getServiceApi(): Api {
  const g = globalThis as GlobalWithApi;
  g.__schedulingApi ??= createApi({ getDb: async () => (await getDatabase()).db, changes: getChangeFeed() });
  return g.__schedulingApi;
}

/** The process's change feed: the service's caches and the booking app's cached pages follow it. */
export function getChangeFeed(): ChangeFeed {
  const g = globalThis as GlobalWithApi;
  const url = getConfig().databaseUrl;
  // Instances sharing a PostgreSQL server tell each other about writes.
  g.__schedulingChanges ??= url ? createPostgresChangeFeed(url) : createLocalChangeFeed();
  return g.__schedulingChanges;
}
