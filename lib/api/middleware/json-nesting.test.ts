import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-nesting";

describe("nestsDeeperThan", () => {
  it.each([
    ["a flat object", '{"a":1,"b":"x"}', 1, false],
    ["an array in an object", '{"a":[1]}', 1, true],
    ["an array in an object, limit 2", '{"a":[1]}', 2, false],
    ["siblings do not add up", "[[],[],[],{},{}]", 2, false],
    ["brackets inside a string", '{"a":"[[[[{{{{"}', 1, false],
    ["an escaped quote does not end the string", '{"a":"\\"[[[["}', 1, false],
    ["an escaped backslash does end it", '{"a":"\\\\","b":[[1]]}', 2, true],
    ["closers first cannot bank depth", "]]]]]][[[", 2, true],
    ["10,000 levels", "[".repeat(10_000) + "]".repeat(10_000), 32, true],
    ["32 levels", "[".repeat(32) + "]".repeat(32), 32, false],
    ["33 levels", "[".repeat(33) + "]".repeat(33), 32, true],
    ["not JSON at all", "hello", 32, false],
  ])("%s → %s", (_name, text, max, expected) => expect(nestsDeeperThan(text, max)).toBe(expected));
});
