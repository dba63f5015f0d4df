// The embedded database's side of lib/db/pglite-thread.ts: opens PGlite on this
// thread, then answers the main thread's statements (the migrations among them) in
// the order PGlite takes them (its own lock orders transactions and single statements).
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { createPglite } from "./open-pglite";
import { type DatabaseThreadData, flatten, type ThreadAnswer, type ThreadRequest } from "./pglite-thread";

const keepText = (value: string) => value;

// drizzle sends the same list of types with every statement: their parsers are made once.
const parsersByTypes = new Map<string, Record<number, typeof keepText>>();
function parsersFor(types: number[]): Record<number, typeof keepText> {
  const key = types.join(",");
  const known = parsersByTypes.get(key);
  if (known) return known;
  const parsers = Object.fromEntries(types.map((type) => [type, keepText]));
  parsersByTypes.set(key, parsers);
  return parsers;
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends PGlite's transaction callback: resolved commits, rejected rolls back. */
  end: (commit: boolean, answerId: number) => void;
}

export async function serveDatabaseThread() {
  const port = parentPort;
  if (!port) throw new Error("serveDatabaseThread runs on a worker thread");
  const send = (answer: ThreadAnswer) => port.postMessage(answer);
  const data = workerData as DatabaseThreadData;
  let client: PGlite;
  try {
    client = await createPglite(data.dataDir, data.sharedBuffers);
  } catch (error) {
    send({ id: 0, failed: flatten(error) });
    process.exit(1);
  }
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const answer = (id: number, work: () => Promise<unknown>) =>
    work().then(
      (value) => send({ id, ok: true, value }),
      (error) => send({ id, ok: false, error: flatten(error) }),
    );

  port.on("message", (request: ThreadRequest) => {
    if (request.op === "query") {
      const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      const parsers = parsersFor(request.rawTypes);
      return answer(request.id, async () => {
        if (!on) throw new Error(`transaction ${request.tx} is not open`);
        const result = await on.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      });
    }
    if (request.op === "begin") return begin(request.id);
    if (request.op === "end") return transactions.get(request.tx)?.end(request.commit, request.id);
    answer(request.id, () => client.close()).then(() => process.exit(0));
  });

  /** Opens a transaction and answers its number once PGlite has begun it; it ends when `end` comes. */
  function begin(id: number) {
    const number = nextTx++;
    let endAnswer = 0;
    client
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(number, {
              tx,
              end: (commit, answerId) => {
                endAnswer = answerId;
                if (commit) resolve();
                else reject(new Error("rolled back"));
              },
            });
            send({ id, ok: true, value: number });
          }),
      )
      .then(
        () => send({ id: endAnswer, ok: true, value: null }),
        (error) => send(endAnswer ? { id: endAnswer, ok: false, error: flatten(error) } : { id, ok: false, error: flatten(error) }),
      )
      .finally(() => transactions.delete(number));
  }

  send({ id: 0, ready: true });
}
