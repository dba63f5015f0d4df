import { describe, expect, it } from "vitest";
import { writeUrlState } from "./url-query";
import { readUrlState } from "./url-state";

// Custom field names are the link owner's text; these once made every view of the booking page fail.
const names = ["constructor", "__proto__", "toString", "valueOf", "company"];

describe("readUrlState with custom fields named like Object's own properties", () => {
  it("prefills nothing when the URL gives none of them", () => {
    expect(readUrlState({}, names).prefill.answers).toEqual([]);
  });

  it("prefills each from its own parameter", () => {
    // As a query string parses: __proto__ an own key, not the prototype.
    const params = Object.fromEntries(new URLSearchParams("constructor=Acme&__proto__=Proto&company=Initech"));
    expect(readUrlState(params, names).prefill.answers).toEqual([
      { name: "constructor", value: "Acme" },
      { name: "__proto__", value: "Proto" },
      { name: "company", value: "Initech" },
    ]);
  });

  it("writes them back to the URL", () => {
    const params = Object.fromEntries(new URLSearchParams("constructor=Acme&__proto__=Proto"));
    const query = writeUrlState({ prefill: readUrlState(params, names).prefill });
    expect(new URLSearchParams(query).toString()).toBe("constructor=Acme&__proto__=Proto");
  });
});
