import { describe, expect, it } from "vitest";
import { bookingFormSchema, fieldErrors, formValuesFrom, type FormRules } from "./booking-form";

const rules: FormRules = {
  customFields: [
    { id: "c", name: "company", type: "SHORT_TEXT", label: "Company", required: true, placeholder: "" },
    { id: "p", name: "phone", type: "PHONE", label: "Phone", required: false, placeholder: "" },
    { id: "n", name: "notes", type: "LONG_TEXT", label: "Notes", required: false, placeholder: "" },
  ],
  guests: { allowed: true, max: 2 },
};
const valid = { name: "Vera", email: "vera@example.test", guests: [], answers: { company: "Acme", phone: "", notes: "" } };
const errorsOf = (values: unknown) => {
  const result = bookingFormSchema(rules).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("bookingFormSchema", () => {
  it.each([
    ["a valid form", valid, {}],
    ["a blank name", { ...valid, name: " " }, { name: "errorRequired" }],
    ["a bad email", { ...valid, email: "vera@" }, { email: "errorEmail" }],
    ["a missing required answer", { ...valid, answers: { ...valid.answers, company: "" } }, { "answers.company": "errorRequired" }],
    ["a bad phone", { ...valid, answers: { ...valid.answers, phone: "call me" } }, { "answers.phone": "errorPhone" }],
    ["a two-line short text", { ...valid, answers: { ...valid.answers, company: "A\nB" } }, { "answers.company": "errorSingleLine" }],
    ["a multi-line long text", { ...valid, answers: { ...valid.answers, notes: "a\nb" } }, {}],
    ["too many guests", { ...valid, guests: [1, 2, 3].map((n) => ({ name: `G${n}`, email: `g${n}@example.test` })) }, { guests: "errorTooManyGuests" }],
    ["a guest with the visitor's email", { ...valid, guests: [{ name: "G", email: "VERA@example.test" }] }, { "guests.0.email": "errorDuplicateEmail" }],
  ])("%s", (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
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
    data.set("answers.company", "Acme");
    expect(formValuesFrom(data, rules)).toEqual({
      name: "Vera",
      email: "vera@example.test",
      guests: [{ name: "Gus", email: "gus@example.test" }],
      answers: { company: "Acme", phone: "", notes: "" },
    });
  });
});
