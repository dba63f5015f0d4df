import { afterEach, describe, expect, it, vi } from "vitest";
import { createReadinessCheck, SERVICE_KEY_REUSE_MS, type ServiceKeyState } from "./check-readiness";

/** A database whose answers the test controls, on a clock the test moves. */
function makeReadiness(options: { reuseMs?: number; timeoutMs?: number } = {}) {
  const clock = { now: 0 };
  const database = { probes: 0, answer: "ok" as "ok" | "refuse" | "hang", draining: false };
  const check = createReadinessCheck({
    probe: () => {
      database.probes++;
      if (database.answer === "refuse") return Promise.reject(new Error("connection refused"));
      if (database.answer === "hang") return new Promise(() => {});
      return Promise.resolve();
    },
    isDraining: () => database.draining,
    now: () => clock.now,
    reuseMs: options.reuseMs ?? 1_000,
    timeoutMs: options.timeoutMs ?? 1_500,
  });
  return { check, clock, database };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("readiness", () => {
  it("answers a flood of checks with one database query a second, not one each", async () => {
    const { check, clock, database } = makeReadiness();
    for (let ms = 0; ms < 3_000; ms += 10) {
      clock.now = ms;
      expect(await check()).toEqual({ ready: true, database: "ok", draining: false });
    }
    expect(database.probes).toBe(3);
  });

  it("shares one query among checks that arrive while it is under way", async () => {
    const { check, database } = makeReadiness();
    const answers = await Promise.all(Array.from({ length: 50 }, () => check()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(database.probes).toBe(1);
  });

  it("turns unavailable once the last good answer is older than the reuse window, and stays so", async () => {
    const { check, clock, database } = makeReadiness();
    expect((await check()).ready).toBe(true);
    database.answer = "refuse";
    clock.now = 1_000;
    expect(await check()).toEqual({ ready: false, database: "unavailable", draining: false });
    // A failure is not reused: every check asks again, and the first good answer counts.
    clock.now = 1_001;
    expect((await check()).ready).toBe(false);
    database.answer = "ok";
    clock.now = 1_002;
    expect((await check()).ready).toBe(true);
    expect(database.probes).toBe(4);
  });

  it("counts a database that does not answer within the timeout as unavailable", async () => {
    vi.useFakeTimers();
    const { check, database } = makeReadiness({ timeoutMs: 1_500 });
    database.answer = "hang";
    const answer = check();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await answer).toEqual({ ready: false, database: "unavailable", draining: false });
  });

  it("reads draining on every check, also while the database's answer is reused", async () => {
    const { check, database } = makeReadiness();
    expect((await check()).ready).toBe(true);
    database.draining = true;
    expect(await check()).toEqual({ ready: false, database: "ok", draining: true });
    expect(database.probes).toBe(1);
  });

  it("reports whether the service takes the app's key, from the last answer, never waiting and never counting it", async () => {
    const clock = { now: 0 };
    const service = { asked: 0, answer: "refused" as Exclude<ServiceKeyState, "unknown">, replies: [] as (() => void)[] };
    const check = createReadinessCheck({
      probe: () => Promise.resolve(),
      isDraining: () => false,
      now: () => clock.now,
      serviceKey: () => {
        service.asked++;
        const answer = service.answer;
        return new Promise((resolve) => service.replies.push(() => resolve(answer)));
      },
    });
    const answered = async () => {
      for (const reply of service.replies.splice(0)) reply();
      await new Promise((resolve) => setImmediate(resolve));
    };
    // The first checks do not wait for the service, and share one question.
    expect(await check()).toEqual({ ready: true, database: "ok", draining: false, schedulingApi: "unknown" });
    expect((await check()).schedulingApi).toBe("unknown");
    await answered();
    expect(await check()).toEqual({ ready: true, database: "ok", draining: false, schedulingApi: "refused" });
    expect(service.asked).toBe(1);
    // Asked again once the answer is a minute old; its answer shows from the next check on.
    service.answer = "ok";
    clock.now = SERVICE_KEY_REUSE_MS - 1;
    expect((await check()).schedulingApi).toBe("refused");
    expect(service.asked).toBe(1);
    clock.now = SERVICE_KEY_REUSE_MS;
    expect((await check()).schedulingApi).toBe("refused");
    await answered();
    expect((await check()).schedulingApi).toBe("ok");
    expect(service.asked).toBe(2);
  });
});
