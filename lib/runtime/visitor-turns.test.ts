import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { createVisitorTurns } from "./visitor-turns";

describe("visitor turns", () => {
  it("run tasks in order, a batch in each turn of the event loop, with I/O answered in between", async () => {
    const inTurn = createVisitorTurns(10);
    const { port1, port2 } = new MessageChannel();
    const ran: string[] = [];
    const delivered = new Promise<void>((resolve) =>
      port2.once("message", () => {
        ran.push("message");
        resolve();
      }),
    );
    // Posted while the first batch runs: it arrives when the loop next polls, before the second batch.
    inTurn(() => port1.postMessage("in between"));
    for (let i = 1; i < 30; i++) inTurn(() => ran.push(`task ${i}`));
    await delivered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    port1.close();
    expect(ran.indexOf("message")).toBe(9);
    expect(ran.filter((entry) => entry !== "message")).toEqual(Array.from({ length: 29 }, (_, i) => `task ${i + 1}`));
  });

  it("run a task in the turn it came in when nothing waits before it", async () => {
    const inTurn = createVisitorTurns(10);
    const ran: string[] = [];
    inTurn(() => ran.push("task"));
    setImmediate(() => ran.push("next immediate"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual(["task", "next immediate"]);
  });
});
