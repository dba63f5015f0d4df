import { describe, expect, it } from "vitest";
import { richTextToPlainText } from "./sanitize";

describe("richTextToPlainText", () => {
  it("keeps paragraphs, list items and link addresses, and drops markup and scripts", () => {
    const html =
      '<p>Hello &amp; <strong>welcome</strong></p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul><p>See <a href="https://a.example/x" onclick="x()">the agenda</a>.</p>';
    expect(richTextToPlainText(html)).toBe("Hello & welcome\n- One\n- Two\nSee the agenda (https://a.example/x).");
  });

  it("answers null for nothing to say", () => {
    expect(richTextToPlainText(null)).toBeNull();
    expect(richTextToPlainText("<script>x</script><p> </p>")).toBeNull();
  });

  it("writes a javascript: link as its text only", () => {
    expect(richTextToPlainText('<p><a href="javascript:alert(1)">Click</a> <em>me</em></p>')).toBe("Click me");
  });
});
