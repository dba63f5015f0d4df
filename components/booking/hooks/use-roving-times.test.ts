// The week's arrow keys as a table: from a time, a key, where focus goes.
import { describe, expect, it } from "vitest";
import { moveFrom, type TimesByDay } from "./use-roving-times";

// Sunday without times, Monday three, Tuesday one, Wednesday without, Thursday two.
const week: TimesByDay = [[], ["m1", "m2", "m3"], ["t1"], [], ["h1", "h2"], [], []];
const at = (day: number, index: number) => ({ day, index });

describe("moveFrom", () => {
  it.each([
    ["ArrowDown", at(1, 0), false, at(1, 1)],
    ["ArrowDown", at(1, 2), false, at(1, 2)],
    ["ArrowUp", at(1, 0), false, at(1, 0)],
    ["ArrowRight", at(1, 2), false, at(2, 0)],
    ["ArrowRight", at(2, 0), false, at(4, 0)],
    ["ArrowRight", at(4, 1), false, at(4, 1)],
    ["ArrowLeft", at(4, 1), false, at(2, 0)],
    ["ArrowLeft", at(1, 1), false, at(1, 1)],
    ["Home", at(1, 2), false, at(1, 0)],
    ["End", at(1, 0), false, at(1, 2)],
    ["Home", at(4, 1), true, at(1, 0)],
    ["End", at(1, 0), true, at(4, 1)],
  ] as const)("%s from %o (ctrl %s) goes to %o", (key, from, ctrl, to) => {
    expect(moveFrom(week, from, key, ctrl)).toEqual(to);
  });

  it("leaves other keys to the browser", () => {
    expect(moveFrom(week, at(1, 0), "Enter", false)).toBeUndefined();
    expect(moveFrom(week, at(1, 0), "Tab", false)).toBeUndefined();
  });
});
