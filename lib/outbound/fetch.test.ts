// The guarded fetch against real local HTTP servers: the rules hold on every hop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch } from "./fetch";
import { AnswerTooLarge, NoAnswerInTime, outboundRequest } from "./request";
import { TargetRefused } from "./targets";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base = "";
let other = "";
const seen: { path: string; authorization?: string; method: string }[] = [];
beforeAll(async () => {
  other = await serve((req, res) => {
    seen.push({ path: `other${req.url}`, authorization: req.headers.authorization, method: req.method! });
    res.end("elsewhere");
  });
  base = await serve((req, res) => {
    seen.push({ path: req.url!, authorization: req.headers.authorization, method: req.method! });
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (req.url === "/big") return void res.end("x".repeat(10_000));
    if (req.url === "/moved") return void res.writeHead(301, { location: "/here" }).end();
    if (req.url === "/away") return void res.writeHead(307, { location: `${other}/there` }).end();
    if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/unchanged") return void res.writeHead(304).end();
    res.writeHead(200, { "content-type": "text/plain", etag: '"v1"' }).end(`${req.method} ${req.url}`);
  });
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

const local = { allowPrivate: true, timeoutMs: 1_000, maxBytes: 1_000 };

describe("outboundRequest", () => {
  it("answers the status, headers and body", async () => {
    const answer = await outboundRequest(new URL(`${base}/a`), { method: "GET", headers: {} }, local);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("etag")).toBe('"v1"');
    expect(answer.body.toString()).toBe("GET /a");
  });

  it("refuses a private address unless allowed, before connecting", async () => {
    const before = seen.length;
    await expect(outboundRequest(new URL(`${base}/a`), { method: "GET", headers: {} }, { ...local, allowPrivate: false })).rejects.toThrow(
      TargetRefused,
    );
    expect(seen.length).toBe(before);
  });

  it("gives up at the deadline", async () => {
    await expect(outboundRequest(new URL(`${base}/slow`), { method: "GET", headers: {} }, { ...local, timeoutMs: 200 })).rejects.toThrow(
      NoAnswerInTime,
    );
  });

  it("fails an answer past the bound, or keeps its start when asked to cut", async () => {
    await expect(outboundRequest(new URL(`${base}/big`), { method: "GET", headers: {} }, local)).rejects.toThrow(AnswerTooLarge);
    const cut = await outboundRequest(new URL(`${base}/big`), { method: "GET", headers: {} }, { ...local, overflow: "cut" });
    expect(cut.body.length).toBe(1_000);
  });

  it("ends early on the caller's signal", async () => {
    await expect(
      outboundRequest(
        new URL(`${base}/slow`),
        { method: "GET", headers: {} },
        { ...local, timeoutMs: 5_000, signal: AbortSignal.timeout(100) },
      ),
    ).rejects.toThrow();
  });
});

describe("guardedFetch", () => {
  const fetchLocal = guardedFetch(local);

  it("follows a redirect on the same origin, keeping the method and credentials", async () => {
    const res = await fetchLocal(`${base}/moved`, { method: "PROPFIND", headers: { Authorization: "Basic abc" } });
    expect(await res.text()).toBe("PROPFIND /here");
    expect(res.url).toBe(`${base}/here`);
    expect(seen.at(-1)).toMatchObject({ path: "/here", authorization: "Basic abc" });
  });

  it("drops the credentials on a redirect to another origin", async () => {
    const res = await fetchLocal(`${base}/away`, { headers: { authorization: "Basic abc" } });
    expect(await res.text()).toBe("elsewhere");
    expect(seen.at(-1)).toMatchObject({ path: "other/there", authorization: undefined });
  });

  it("answers a redirect as it is with redirect: manual, and stops a loop", async () => {
    const res = await fetchLocal(`${base}/moved`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/here");
    await expect(fetchLocal(`${base}/loop`)).rejects.toThrow(/more than 5 redirects/);
  });

  it("answers 304 without a body and tells the observer every status", async () => {
    const statuses: number[] = [];
    const res = await guardedFetch({ ...local, observe: (status) => statuses.push(status) })(`${base}/unchanged`);
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    await guardedFetch({ ...local, observe: (status) => statuses.push(status) })(`${base}/moved`);
    expect(statuses).toEqual([304, 301, 200]);
  });
});
