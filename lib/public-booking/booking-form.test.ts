import { describe, expect, it } from "vitest";
import { makeCustomField } from "../testing/public-booking";
import { bookingFormSchema, type FormRules, fieldErrors, formValuesFrom, guestNameOf } from "./booking-form";

const rules: FormRules = {
  customFields: [
    { id: "c", name: "company", type: "SHORT_TEXT", label: "Company", required: true, placeholder: "" },
    { id: "p", name: "phone", type: "PHONE", label: "Phone", required: false, placeholder: "" },
    { id: "n", name: "notes", type: "LONG_TEXT", label: "Notes", required: false, placeholder: "" },
  ],
  guests: { allowed: true, max: 2 },
};
// Answers in field order: company, phone, notes.
const valid = { name: "Vera", email: "vera@example.test", guests: [], answers: ["Acme", "", ""] };
const errorsOf = (values: unknown) => {
  const result = bookingFormSchema(rules).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("bookingFormSchema", () => {
  it.each([
    ["a valid form", valid, {}],
    ["a blank name", { ...valid, name: " " }, { name: "errorRequired" }],
    ["a bad email", { ...valid, email: "vera@" }, { email: "errorEmail" }],
    ["a missing required answer", { ...valid, answers: ["", "", ""] }, { "answers.0": "errorRequired" }],
    ["a bad phone", { ...valid, answers: ["Acme", "call me", ""] }, { "answers.1": "errorPhone" }],
    // The service's limit for the type (lib/validation/custom-field-answers.ts), not the form's own.
    ["a phone longer than the service takes", { ...valid, answers: ["Acme", `+${"1".repeat(30)}`, ""] }, { "answers.1": "errorTooLong" }],
    ["a two-line short text", { ...valid, answers: ["A\nB", "", ""] }, { "answers.0": "errorSingleLine" }],
    ["a name with NEL (U+0085)", { ...valid, name: "Vera\u0085Visitor" }, { name: "errorSingleLine" }],
    ["a name with LINE SEPARATOR (U+2028)", { ...valid, name: "Vera\u2028Visitor" }, { name: "errorSingleLine" }],
    ["a name with a right-to-left override", { ...valid, name: "Vera \u202Egnp.exe" }, { name: "errorHiddenCharacters" }],
    ["a name with a lone surrogate", { ...valid, name: "Vera\ud800" }, { name: "errorHiddenCharacters" }],
    ["a name of zero-width characters only", { ...valid, name: "\u200B\u200D\uFEFF" }, { name: "errorRequired" }],
    [
      "a guest's name with an isolate",
      { ...valid, guests: [{ name: "G\u2066", email: "g@example.test" }] },
      { "guests.0.name": "errorHiddenCharacters" },
    ],
    ["a short text with PARAGRAPH SEPARATOR", { ...valid, answers: ["A\u2029B", "", ""] }, { "answers.0": "errorSingleLine" }],
    ["a short text of zero-width spaces only", { ...valid, answers: ["\u200B", "", ""] }, { "answers.0": "errorHiddenCharacters" }],
    ["a multi-line long text", { ...valid, answers: ["Acme", "", "a\nb"] }, {}],
    [
      "too many guests",
      { ...valid, guests: [1, 2, 3].map((n) => ({ name: `G${n}`, email: `g${n}@example.test` })) },
      { guests: "errorTooManyGuests" },
    ],
    [
      "a guest with the visitor's email",
      { ...valid, guests: [{ name: "G", email: "VERA@example.test" }] },
      { "guests.0.email": "errorDuplicateEmail" },
    ],
    ["a guest with an email and no name", { ...valid, guests: [{ name: "", email: "g@example.test" }] }, {}],
    ["a guest with a name and no email", { ...valid, guests: [{ name: "G", email: "" }] }, { "guests.0.email": "errorRequired" }],
    [
      "an added guest row left empty",
      {
        ...valid,
        guests: [
          { name: "", email: "g@example.test" },
          { name: " ", email: "" },
        ],
      },
      {},
    ],
    [
      "two guests and an empty row at a limit of two",
      { ...valid, guests: [{ name: "", email: "" }, ...[1, 2].map((n) => ({ name: "", email: `g${n}@example.test` }))] },
      {},
    ],
  ])("%s", (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});

describe("bookingFormSchema's output", () => {
  it("is in NFC and trimmed, the way the service stores names", () => {
    const result = bookingFormSchema(rules).parse({ ...valid, name: "  Zoe\u0308 Ba\u0308r  " });
    expect(result.name).toBe("Zoë Bär");
  });

  it("keeps joiners inside a name (Persian ZWNJ, emoji ZWJ)", () => {
    const name = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \u{1F469}\u200d\u{1F4BB}";
    expect(bookingFormSchema(rules).parse({ ...valid, name }).name).toBe(name);
  });
});

describe("guestNameOf", () => {
  it("is the guest's name, or their email when they gave none", () => {
    expect(guestNameOf({ name: "Gus", email: "gus@example.test" })).toBe("Gus");
    expect(guestNameOf({ name: "", email: "gus@example.test" })).toBe("gus@example.test");
    expect(Array.from(guestNameOf({ name: "", email: `${"é".repeat(250)}@x.test` }))).toHaveLength(200);
  });
});

describe("formValuesFrom", () => {
  it("reads guests and answers, dropping empty guest rows", () => {
    const data = new FormData();
    data.set("name", "Vera");
    data.set("email", "vera@example.test");
    data.set("guests.0.name", "Gus");
    data.set("guests.0.email", "gus@example.test");
    data.set("guests.1.name", "");
    data.set("guests.1.email", "");
    data.set("answers.0", "Acme");
    expect(formValuesFrom(data, rules)).toEqual({
      name: "Vera",
      email: "vera@example.test",
      guests: [{ name: "Gus", email: "gus@example.test" }],
      answers: ["Acme", "", ""],
    });
  });
});

describe("custom fields named like Object's own properties", () => {
  // Field names are the link owner's text; these once made the booking page fail.
  const names = ["constructor", "__proto__", "toString", "hasOwnProperty", "a.b"];
  const odd: FormRules = {
    customFields: names.map((name) => makeCustomField(name)),
    guests: { allowed: false, max: 0 },
  };
  const post = (answers: string[]) => {
    const data = new FormData();
    data.set("name", "Vera");
    data.set("email", "vera@example.test");
    for (const [i, answer] of answers.entries()) data.set(`answers.${i}`, answer);
    return formValuesFrom(data, odd);
  };

  it("are read from a post and validated like any other name", () => {
    const answers = names.map((name) => `answer to ${name}`);
    expect(bookingFormSchema(odd).parse(post(answers)).answers).toEqual(answers);
  });

  it("report a missing answer on that field", () => {
    const result = bookingFormSchema(odd).safeParse(post(["a", "", "c", "d", "e"]));
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ "answers.1": "errorRequired" });
  });
});

describe("choice fields: SELECT, MULTI_SELECT and CHECKBOX", () => {
  const options = [
    { value: "a", label: "Apples" },
    { value: "b", label: "Bananas" },
  ];
  const choices: FormRules = {
    guests: { allowed: false, max: 0 },
    customFields: [
      { ...makeCustomField("plan"), type: "SELECT", options, required: true },
      { ...makeCustomField("topics"), type: "MULTI_SELECT", options, required: false },
      { ...makeCustomField("consent"), type: "CHECKBOX", required: true },
    ],
  };
  const post = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of [["name", "Vera"], ["email", "vera@example.test"], ...entries]) data.append(k!, v!);
    return formValuesFrom(data, choices);
  };

  it("reads a plain post: ticked options as a JSON array, a box as true or false", () => {
    expect(
      post([
        ["answers.0", "b"],
        ["answers.1", "a"],
        ["answers.1", "b"],
        ["answers.2", "true"],
      ]).answers,
    ).toEqual(["b", '["a","b"]', "true"]);
    expect(post([]).answers).toEqual(["", "[]", "false"]);
  });

  it("holds the service's rules: an option's value, and a required box ticked", () => {
    const schema = bookingFormSchema(choices);
    expect(
      schema.safeParse(
        post([
          ["answers.0", "b"],
          ["answers.2", "true"],
        ]),
      ).success,
    ).toBe(true);
    const errors = fieldErrors(
      schema.safeParse(
        post([
          ["answers.0", "z"],
          ["answers.1", "c"],
        ]),
      ).error!,
    );
    expect(errors).toEqual({ "answers.0": "errorChoice", "answers.1": "errorChoice", "answers.2": "errorRequired" });
  });
});
