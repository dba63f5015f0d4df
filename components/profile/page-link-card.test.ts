import { describe, expect, it } from "vitest";
import { summaryOf } from "./page-link-card";

describe("a link card's summary", () => {
  it("runs paragraphs and list items on one line", () => {
    expect(summaryOf("Goals and budget.\n- Bring questions\n- No preparation")).toBe(
      "Goals and budget. · Bring questions · No preparation",
    );
  });

  it("ends a long description at 160 characters with an ellipsis", () => {
    const summary = summaryOf("word ".repeat(60));
    expect(summary!.length).toBeLessThanOrEqual(160);
    expect(summary!.length).toBeGreaterThan(150);
    expect(summary!.endsWith("…")).toBe(true);
  });

  it("is nothing for no description", () => {
    expect(summaryOf(null)).toBeNull();
  });
});
