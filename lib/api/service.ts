// The process-wide service API on the process-wide database.
import { getDatabase } from "../db/client";
import { createApi, type Api } from "./app";

type GlobalWithApi = typeof globalThis & { __schedulingApi?: Api };

export function getServiceApi(): Api {
  const g = globalThis as GlobalWithApi;
  g.__schedulingApi ??= createApi({ getDb: async () => (await getDatabase()).db });
  return g.__schedulingApi;
}
