import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { releaseAbortReasonStacks } from "./abort-reason-stacks";

// In a child process with --expose-gc: a render-like Error made in one
// Immediate and kept as an abort reason must not keep alive the async context
// of another Immediate of the same batch (see abort-reason-stacks.ts).
const script = `
const { AsyncLocalStorage } = require("node:async_hooks");
if (process.env.RELEASE === "1") require(${JSON.stringify(path.join(import.meta.dirname, "abort-reason-stacks.ts"))}).releaseAbortReasonStacks();
const als = new AsyncLocalStorage();
const kept = [];
als.run({}, () => setImmediate(() => { const c = new AbortController(); c.abort(new Error("render done")); kept.push(c); }));
let context = { payload: new Array(100000).fill(1) };
const ref = new WeakRef(context);
als.run(context, () => setImmediate(() => {}));
context = null;
setTimeout(() => { gc(); setTimeout(() => { gc(); console.log(ref.deref() ? "retained" : "freed"); }, 10); }, 10);
`;

const run = (release: boolean) =>
  execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", "-e", script], {
    env: { ...process.env, RELEASE: release ? "1" : "0" },
    encoding: "utf8",
  }).trim();

describe("releaseAbortReasonStacks", () => {
  it("lets a request's context go once the Immediates of its batch have run", () => {
    expect(run(true)).toBe("freed");
  });

  it("still leaves the abort reason readable, stack and all", () => {
    releaseAbortReasonStacks();
    releaseAbortReasonStacks(); // a second call adds no second wrapper
    const controller = new AbortController();
    const reason = new Error("render done");
    controller.abort(reason);
    expect(controller.signal.reason).toBe(reason);
    expect(reason.stack).toContain("render done");
  });
});
