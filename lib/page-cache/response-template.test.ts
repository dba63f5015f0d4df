import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillTemplate, firstOfferedSlot, freshValues, toTemplate } from "./response-template";

const NONCE = "Yjc5OTc4ODMtNzUyOC00NGJiLTljN2ItOTMwMDY2MTgwNmIw";
const KEY = "a20473cb-c536-473b-a595-943cc37336c8";
const csp = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`;
const page = [
  `<html><script nonce="${NONCE}">x</script>`,
  `<input type="hidden" name="idempotencyKey" value="${KEY}">`,
  "<p>".padEnd(70_000, "filler, long enough for more than one stored block "),
  `<script nonce="${NONCE}">self.__next_f.push([1,"{\\"idempotencyKey\\":\\"${KEY}\\",\\"days\\":{\\"2026-12-01\\":[{\\"start\\":\\"2026-12-01T14:15:00.000Z\\"},{\\"start\\":\\"2026-12-01T14:00:00.000Z\\"}]}}"])</script></html>`,
].join("");
const link = `</_next/static/chunks/1.css>; rel=preload; as="style"; nonce="${NONCE}"`;
const answer = {
  status: 200,
  headers: { "content-type": "text/html", "content-security-policy": csp, link, date: "x", "set-cookie": "a=b" },
  body: page,
};

describe("a rendered answer made reusable", () => {
  it("holds no more memory than it counts (the page cache's bound is in these bytes): compressed, then plain too once asked", () => {
    const template = toTemplate(answer)!;
    const held = () => [...new Set([...template.gzip.parts, ...(template.plain ? [template.plain] : [])].map((part) => part.buffer))];
    const kept = { "content-type": "text/html", "content-security-policy": csp, link };
    const headerBytes = Object.entries(kept).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    expect(template.gzip.parts.length).toBe(5);
    expect(held().reduce((sum, block) => sum + block.byteLength, 0)).toBe(template.bytes - headerBytes);
    expect(template.bytes).toBeLessThan(page.length / 10);
    // A client that takes no gzip: the plain parts are made once, kept, and counted.
    fillTemplate(template, freshValues(), false);
    expect(template.plain?.length).toBe(page.length - 2 * NONCE.length - 2 * KEY.length);
    expect(held().reduce((sum, block) => sum + block.byteLength, 0)).toBe(template.bytes - headerBytes);
  });

  it("gives every response its own nonce and idempotency key, everywhere they appeared", () => {
    const template = toTemplate(answer)!;
    const [one, two] = [freshValues(), freshValues()];
    const first = fillTemplate(template, one, false);
    const second = fillTemplate(template, two, false);
    const text = first.body.toString();
    expect(text).not.toContain(NONCE);
    expect(text).not.toContain(KEY);
    expect(text.split(one.nonce)).toHaveLength(3);
    expect(text.split(one.key)).toHaveLength(3);
    expect(second.body.toString()).not.toContain(one.key);
    expect(first.headers["content-security-policy"]).toContain(`'nonce-${one.nonce}'`);
    expect(first.headers.link).toContain(`nonce="${one.nonce}"`);
    expect(text).toBe(page.replaceAll(NONCE, one.nonce).replaceAll(KEY, one.key));
  });

  it("keeps neither the server's own headers nor cookies", () => {
    expect(Object.keys(toTemplate(answer)!.headers).sort()).toEqual(["content-security-policy", "content-type", "link"]);
  });

  it("gzips to exactly the plain body (values in stored blocks, parts compressed once)", () => {
    const template = toTemplate(answer)!;
    const values = freshValues();
    const zipped = fillTemplate(template, values, true);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(fillTemplate(template, values, false).body.toString());
    expect(zipped.body.length).toBeLessThan(page.length / 10);
  });

  it("sends an answer with nothing to fill in (the slots route's JSON) as the same bytes, not a copy per response", () => {
    const json = JSON.stringify({ days: { "2026-12-02": [{ start: "2026-12-02T09:00:00.000Z" }] } }).padEnd(50_000, " ");
    const template = toTemplate({
      status: 200,
      headers: { "content-type": "application/json", "content-security-policy": csp },
      body: json,
    })!;
    const [one, two] = [freshValues(), freshValues()];
    expect(template.plain).toBeUndefined();
    expect(fillTemplate(template, one, false).body).toBe(fillTemplate(template, two, false).body);
    expect(fillTemplate(template, one, false).body.toString()).toBe(json);
    const zipped = fillTemplate(template, one, true);
    expect(zipped.body).toBe(fillTemplate(template, two, true).body);
    expect(gunzipSync(zipped.body).toString()).toBe(json);
    // What it holds is what the cache counts: the one gzip body, and the plain one once asked for.
    expect(template.whole!.gzip.buffer.byteLength + template.plain!.buffer.byteLength).toBe(template.gzip.bytes + json.length);
    expect(template.gzip.parts).toHaveLength(0);
    // The headers still carry each response's own nonce.
    expect(fillTemplate(template, one, false).headers["content-security-policy"]).toContain(`'nonce-${one.nonce}'`);
  });

  it("refuses a form whose key it cannot find", () => {
    expect(toTemplate({ ...answer, body: "<form>idempotencyKey</form>" })).toBeUndefined();
  });

  it("finds the earliest slot offered, in a page's escaped data or the slots route's JSON", () => {
    expect(firstOfferedSlot(page)).toBe(Date.parse("2026-12-01T14:00:00.000Z"));
    expect(firstOfferedSlot('{"days":{"2026-12-02":[{"start":"2026-12-02T09:00:00.000Z","end":"x"}]}}')).toBe(
      Date.parse("2026-12-02T09:00:00.000Z"),
    );
    expect(firstOfferedSlot('{"days":{}}')).toBeUndefined();
  });
});
