import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillTemplate, freshValues, type RenderedAnswer, toCopy } from "./response-template";

const NONCE = "Yjc5OTc4ODMtNzUyOC00NGJiLTljN2ItOTMwMDY2MTgwNmIw";
const KEY = "a20473cb-c536-473b-a595-943cc37336c8";
const csp = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`;
const page = [
  `<html><script nonce="${NONCE}">x</script>`,
  `<input type="hidden" name="idempotencyKey" value="${KEY}">`,
  `<template id="copy-values" data-idempotency-key="${KEY}" data-first-offered-slot="2026-12-01T14:00:00.000Z"></template>`,
  "<p>".padEnd(70_000, "filler, long enough for more than one stored block "),
  `<script nonce="${NONCE}">self.__next_f.push([1,"{\\"idempotencyKey\\":\\"${KEY}\\",\\"days\\":{\\"2026-12-01\\":[{\\"start\\":\\"2026-12-01T14:15:00.000Z\\"},{\\"start\\":\\"2026-12-01T14:00:00.000Z\\"}]}}"])</script></html>`,
].join("");
const link = `</_next/static/chunks/1.css>; rel=preload; as="style"; nonce="${NONCE}"`;
const answer = {
  status: 200,
  headers: { "content-type": "text/html", "content-security-policy": csp, link, date: "x", "set-cookie": "a=b" },
  body: page,
};

const toTemplate = (rendered: RenderedAnswer) => toCopy("page", rendered)?.template;

describe("a rendered answer made reusable", () => {
  it("holds no more memory than it counts (the page cache's bound is in these bytes): compressed, then plain too once asked", () => {
    const template = toTemplate(answer)!;
    const held = () => [...new Set([...template.gzip.parts, ...(template.plain ? [template.plain] : [])].map((part) => part.buffer))];
    const kept = { "content-type": "text/html", "content-security-policy": csp, link };
    const headerBytes = Object.entries(kept).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    expect(template.gzip.parts.length).toBe(6);
    expect(held().reduce((sum, block) => sum + block.byteLength, 0)).toBe(template.bytes - headerBytes);
    expect(template.bytes).toBeLessThan(page.length / 10);
    // A client that takes no gzip: the plain parts are made once, kept, and counted.
    fillTemplate(template, freshValues(), false);
    expect(template.plain?.length).toBe(page.length - 2 * NONCE.length - 3 * KEY.length);
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
    expect(text.split(one.key)).toHaveLength(4);
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
    const template = toCopy("slots", {
      status: 200,
      headers: { "content-type": "application/json", "content-security-policy": csp },
      body: json,
    })!.template;
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

  it("copies no booking page that does not name its own values in its markup: every visitor's is rendered", () => {
    const unmarked = page.replace(/<template id="copy-values"[^>]*><\/template>/, "");
    expect(toCopy("page", { ...answer, body: unmarked })).toBeUndefined();
    const badKey = page.replace(`data-idempotency-key="${KEY}"`, 'data-idempotency-key="not-a-key"');
    expect(toCopy("page", { ...answer, body: badKey })).toBeUndefined();
    // A page with no form (the link is unavailable) names no key, and is copied with its nonce cut out alone.
    const noForm = `<p nonce="${NONCE}">paused</p><template id="copy-values" data-idempotency-key="" data-first-offered-slot=""></template>`;
    expect(toCopy("page", { ...answer, body: noForm })).toMatchObject({ template: { holes: [0] }, firstOfferedSlot: undefined });
  });

  it("takes the earliest slot offered from the page's markup, or from the slots route's JSON", () => {
    expect(toCopy("page", answer)?.firstOfferedSlot).toBe(Date.parse("2026-12-01T14:00:00.000Z"));
    const json = (days: object) => ({ ...answer, body: JSON.stringify({ days }) });
    const days = { "2026-12-03": [{ start: "2026-12-03T09:00:00.000Z" }], "2026-12-02": [{ start: "2026-12-02T09:30:00.000Z" }] };
    expect(toCopy("slots", json(days))?.firstOfferedSlot).toBe(Date.parse("2026-12-02T09:30:00.000Z"));
    expect(toCopy("slots", json({}))?.firstOfferedSlot).toBeUndefined();
  });
});
