import { describe, expect, it } from "vitest";
import { ANSWER_MAX_LENGTH, answerLabels, answerProblem, isBlankAnswer } from "./custom-field-answers";

describe("answers to custom fields", () => {
  it.each([
    ["+49 30 1234567", undefined],
    ["(030) 123-45.67", undefined],
    ["+1 212 555 0100 ext. 12", undefined],
    ["+1 212 555 0100 x12", undefined],
    ["030 1234567 #7", undefined],
    ["030 1234567 ext", "phone"],
    ["1234", "phone"],
    ["call me", "phone"],
    [`+${"1".repeat(30)}`, "tooLong"],
  ])("phone %j → %s", (value, problem) => {
    expect(answerProblem("PHONE", value)).toBe(problem);
  });

  it.each([
    ["42", undefined],
    ["-3.5", undefined],
    ["1e5", "number"],
    ["3.", "number"],
    ["1".repeat(31), "tooLong"],
  ])("number %j → %s", (value, problem) => {
    expect(answerProblem("NUMBER", value)).toBe(problem);
  });

  it.each([
    ["8", {}, undefined],
    ["-3", { min: 1 }, "belowMin"],
    ["8.5", { integer: true }, "notWhole"],
    ["8.0", { integer: true }, undefined],
    ["501", { min: 1, max: 500, integer: true }, "aboveMax"],
    ["500", { min: 1, max: 500, integer: true }, undefined],
    ["abc", { min: 1 }, "number"],
  ] as const)("number %j with %o → %s", (value, rules, problem) => {
    expect(answerProblem("NUMBER", value, rules)).toBe(problem);
  });

  it("keeps short text to one visible line and long text free of hidden characters", () => {
    expect(answerProblem("SHORT_TEXT", "Acme GmbH")).toBeUndefined();
    expect(answerProblem("SHORT_TEXT", "two\nlines")).toBe("lineBreak");
    expect(answerProblem("LONG_TEXT", "two\nlines are fine")).toBeUndefined();
    expect(answerProblem("LONG_TEXT", "bidi \u202e trick")).toBe("hidden");
  });

  it("measures each type against its own limit", () => {
    expect(answerProblem("SHORT_TEXT", "a".repeat(ANSWER_MAX_LENGTH.SHORT_TEXT))).toBeUndefined();
    expect(answerProblem("SHORT_TEXT", "a".repeat(ANSWER_MAX_LENGTH.SHORT_TEXT + 1))).toBe("tooLong");
    expect(answerProblem("LONG_TEXT", "a".repeat(ANSWER_MAX_LENGTH.LONG_TEXT + 1))).toBe("tooLong");
  });
});

describe("choices: SELECT, MULTI_SELECT and CHECKBOX", () => {
  const options = [
    { value: "a", label: "Apples" },
    { value: "b", label: "Bananas" },
  ];
  it.each([
    ["SELECT", "a", undefined],
    ["SELECT", "Apples", "option"],
    ["MULTI_SELECT", '["a","b"]', undefined],
    ["MULTI_SELECT", "[]", undefined],
    ["MULTI_SELECT", '["a","a"]', "option"],
    ["MULTI_SELECT", '["c"]', "option"],
    ["MULTI_SELECT", "a", "option"],
    ["MULTI_SELECT", '{"0":"a"}', "option"],
    ["CHECKBOX", "true", undefined],
    ["CHECKBOX", "false", undefined],
    ["CHECKBOX", "on", "checkbox"],
  ] as const)("%s %s → %s", (type, value, problem) => {
    expect(answerProblem(type, value, { options })).toBe(problem);
  });

  it("counts an unticked box and an empty choice as no answer", () => {
    expect(isBlankAnswer("CHECKBOX", "false")).toBe(true);
    expect(isBlankAnswer("MULTI_SELECT", "[]")).toBe(true);
    expect(isBlankAnswer("SELECT", "a")).toBe(false);
  });

  it("reads answers by their options' labels", () => {
    expect(answerLabels({ type: "SELECT", options }, "b")).toBe("Bananas");
    expect(answerLabels({ type: "MULTI_SELECT", options }, '["a","b"]')).toBe("Apples, Bananas");
    expect(answerLabels({ type: "SHORT_TEXT" }, "x")).toBe("x");
  });
});
