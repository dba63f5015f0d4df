// The embedded database on a thread of its own (scripts/database-worker.ts runs
// lib/db/pglite-thread-worker.ts there). PGlite executes every statement on the
// thread that calls it; on the server's main thread each edit's transaction and
// each render's reads held up the page copies served meanwhile. Here the main
// thread sends statements and gets rows back; PGlite works on the other core.
// The client below offers what drizzle's PGlite driver calls: query and transaction.
import { Worker } from "node:worker_threads";

export interface DatabaseThreadData {
  dataDir: string;
  sharedBuffers: string;
}

/** A statement for the thread; `tx` names the transaction it belongs to, if any. */
export type ThreadRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; rawTypes: number[]; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

/** A request before its id is given. */
type Call = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;

export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { id: 0; ready: true }
  | { id: 0; failed: Record<string, unknown> };

interface QueryConfig {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

/** What drizzle's PGlite session calls on its client (drizzle-orm/pglite/session.js). */
export interface ThreadClient {
  query(sql: string, params?: unknown[], config?: QueryConfig): Promise<unknown>;
  transaction<T>(work: (tx: ThreadClient) => Promise<T>): Promise<T>;
}

export interface DatabaseThread {
  client: ThreadClient;
  close(): Promise<void>;
}

/** An error as the thread sent it, with every field of PostgreSQL's (code, constraint, detail…) on it again. */
export function revive(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** Every own field of an error, which structured cloning would drop but `name`, `message` and `stack`. */
export function flatten(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value !== "function" && typeof value !== "object") fields[key] = value;
  return fields;
}

/**
 * The thread's young generation, in MB. The rows it answers are garbage once sent; with V8's default the page
 * cache's sweep peaked ~50 MB above the same run with PGlite on the main thread, over the 400 MB budget.
 */
const YOUNG_GENERATION_MB = 4;

// Said when the thread is gone: isDatabaseUnavailable (sql-state.ts) knows it, so requests answer 503.
const GONE = { code: "57P01", message: "Connection terminated: the embedded database's thread stopped" };

/**
 * Starts the thread, which opens the data folder; resolves once it can take statements.
 * `onExit` is told when the thread stops without being closed.
 */
export function startDatabaseThread(script: string, data: DatabaseThreadData, onExit: (code: number) => void): Promise<DatabaseThread> {
  const worker = new Worker(script, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  // Told onExit only once open: a thread that fails to start rejects the start instead.
  let state: "starting" | "open" | "closing" | "gone" = "starting";
  const call = (request: Call) =>
    new Promise<unknown>((resolve, reject) => {
      if (state === "gone") return reject(revive(GONE));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const close = async () => {
    if (state !== "gone") state = "closing";
    await call({ op: "close" }).catch(() => {});
    await worker.terminate();
  };

  return new Promise((resolve, reject) => {
    worker.on("message", (answer: ThreadAnswer) => {
      if ("ready" in answer) {
        state = "open";
        return resolve({ client: threadClient(call), close });
      }
      if ("failed" in answer) {
        state = "closing"; // the open failed: its caller is told, and the thread ends itself
        return reject(revive(answer.failed));
      }
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.ok) waiting?.resolve(answer.value);
      else waiting?.reject(revive(answer.error));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      const unexpected = state === "open";
      state = "gone";
      for (const waiting of pending.values()) waiting.reject(revive(GONE));
      pending.clear();
      reject(revive(GONE));
      if (unexpected) onExit(code);
    });
  });
}

function threadClient(call: (request: Call) => Promise<unknown>, tx?: number): ThreadClient {
  return {
    query: (sql, params = [], config = {}) =>
      call({
        op: "query",
        sql,
        params,
        rowMode: config.rowMode ?? "object",
        // drizzle's parsers for these types keep the text as it came: the thread does the same for them.
        rawTypes: Object.keys(config.parsers ?? {}).map(Number),
        tx,
      }),
    async transaction(work) {
      if (tx !== undefined) throw new Error("nested transactions are savepoints: drizzle sends them as statements");
      const id = (await call({ op: "begin" })) as number;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(threadClient(call, id));
      } catch (error) {
        await call({ op: "end", tx: id, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: "end", tx: id, commit: true });
      return result;
    },
  };
}
