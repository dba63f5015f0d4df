// The process-wide service API on the process-wide database.
import "server-only";
import { createLocalChangeFeed, createPostgresChangeFeed } from "../cache/change-feed";
import { getConfig } from "../config/env";
import { getDatabase } from "../db/client";
import { type Api, createApi } from "./app";

type GlobalWithApi = typeof globalThis & { __schedulingApi?: Api };

export function getServiceApi(): Api {
  const g = globalThis as GlobalWithApi;
  const url = getConfig().databaseUrl;
  // Instances sharing a PostgreSQL server tell each other about writes.
  g.__schedulingApi ??= createApi({
    getDb: async () => (await getDatabase()).db,
    changes: url ? createPostgresChangeFeed(url) : createLocalChangeFeed(),
  });
  return g.__schedulingApi;
}
