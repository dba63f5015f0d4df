// A local HTTP server serving iCalendar feeds for tests, as a calendar's secret address would: each path holds a
// feed a test sets, answered with an ETag and 304 to a matching If-None-Match. A path may instead answer a
// status of the test's choosing, or after a delay (a slow server). It counts the requests each path received.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface IcsFeedServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Serves `text` at `path` from now on (a new ETag). */
  set(path: string, text: string, contentType?: string): void;
  /** Answers `status` at `path` (with a short text body) until set() again. */
  fail(path: string, status: number): void;
  /** Answers `path` only after `ms` (0: at once again). */
  delay(path: string, ms: number): void;
  /** Requests to `path`, and how many were answered 304. */
  hits(path: string): { total: number; notModified: number };
  close(): Promise<void>;
}

interface Feed {
  text?: string;
  contentType?: string;
  status?: number;
  etag?: string;
  delayMs?: number;
}

export async function startIcsFeedServer(): Promise<IcsFeedServer> {
  const feeds = new Map<string, Feed>();
  const counts = new Map<string, { total: number; notModified: number }>();
  let version = 0;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const count = counts.get(path) ?? { total: 0, notModified: 0 };
    counts.set(path, { ...count, total: count.total + 1 });
    const feed = feeds.get(path);
    const answer = () => {
      if (!feed || feed.status) return void res.writeHead(feed?.status ?? 404, { "content-type": "text/plain" }).end("no feed here");
      if (req.headers["if-none-match"] === feed.etag) {
        counts.get(path)!.notModified++;
        return void res.writeHead(304, { etag: feed.etag }).end();
      }
      res.writeHead(200, { "content-type": feed.contentType ?? "text/calendar; charset=utf-8", etag: feed.etag }).end(feed.text);
    };
    if (feed?.delayMs) setTimeout(answer, feed.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (path, text, contentType) =>
      void feeds.set(path, { text, contentType, etag: `"v${++version}"`, delayMs: feeds.get(path)?.delayMs }),
    fail: (path, status) => void feeds.set(path, { status }),
    delay: (path, ms) => void feeds.set(path, { ...(feeds.get(path) ?? {}), delayMs: ms }),
    hits: (path) => counts.get(path) ?? { total: 0, notModified: 0 },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
