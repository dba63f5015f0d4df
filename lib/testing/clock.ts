// A clock one test owns: the service reads it through `now`, the test moves it.
export interface TestClock {
  now: () => number;
  /** Moves the clock to an instant (ISO 8601). */
  set(instant: string): void;
  advance(ms: number): void;
}

export function makeClock(start: string): TestClock {
  let current = Date.parse(start);
  if (Number.isNaN(current)) throw new RangeError(`not an instant: ${start}`);
  return {
    now: () => current,
    set: (instant) => {
      current = Date.parse(instant);
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
