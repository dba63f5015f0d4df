// public/embed.js runs on other people's sites without a build step, so it
// spells the embed protocol out again in plain JavaScript: the envelope's
// source and fields, which event types it passes on to the host page, which it
// acts on itself, and the iframe's query parameters. These tests read the
// script as text and hold each of those to the TypeScript side
// (lib/embed/messages.ts, lib/embed/embed-options.ts), so the two cannot drift.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readUrlState } from "../public-booking/url-state";
import { MAX_UTM_LENGTH, UTM_KEYS } from "../validation/utm";
import {
  EMBED_COMMAND_SOURCE,
  EMBED_EVENT_SOURCE,
  type EmbedCommand,
  type EmbedCommandEnvelope,
  type EmbedEvent,
  type EmbedEventEnvelope,
  HOST_PAGE_EVENT_TYPES,
} from "./embed-events";
import { type EmbedOptions, embedParams, readEmbedOptions } from "./embed-options";

const script = readFileSync(path.join(import.meta.dirname, "../../public/embed.js"), "utf8");

/** Every first capture group of `pattern` in the script, in order. */
const matches = (pattern: RegExp) => [...script.matchAll(pattern)].map((match) => match[1] ?? "");
const sorted = (values: Iterable<string>) => [...values].sort();
const unique = (values: Iterable<string>) => sorted(new Set(values));

// One event of each type, typed against EmbedEvent: the type checker refuses a
// missing type, an extra one, and a field too many or too few, so the keys
// below are exactly the TypeScript union's.
const eventOfEachType: { [T in EmbedEvent["type"]]: Extract<EmbedEvent, { type: T }> } = {
  ready: { type: "ready" },
  resize: { type: "resize", height: 640 },
  "slots-loaded": { type: "slots-loaded", month: "2026-12", days: 12 },
  "slots-failed": { type: "slots-failed", month: "2026-12" },
  "link-failed": { type: "link-failed", code: "NOT_FOUND" },
  "date-selected": { type: "date-selected", date: "2026-12-03" },
  "slot-selected": { type: "slot-selected", start: "2026-12-03T14:00:00.000Z" },
  "booking-succeeded": {
    type: "booking-succeeded",
    bookingId: "bk_1",
    start: "2026-12-03T14:00:00.000Z",
    end: "2026-12-03T14:30:00.000Z",
  },
  "booking-failed": { type: "booking-failed", code: "SLOT_UNAVAILABLE" },
  "booking-cancelled": { type: "booking-cancelled", bookingId: "bk_1", start: "2026-12-03T14:00:00.000Z", end: "2026-12-03T14:30:00.000Z" },
  "booking-rescheduled": {
    type: "booking-rescheduled",
    bookingId: "bk_2",
    previousBookingId: "bk_1",
    start: "2026-12-04T14:00:00.000Z",
    end: "2026-12-04T14:30:00.000Z",
  },
  redirect: { type: "redirect", url: "https://example.com/thanks" },
  "close-requested": { type: "close-requested" },
};
const everyType = Object.keys(eventOfEachType);
const typesTheScriptActsOn = everyType.filter((type) => !(HOST_PAGE_EVENT_TYPES as readonly string[]).includes(type));

describe("public/embed.js and the message protocol", () => {
  it("passes on exactly the events the app declares for the host page", () => {
    const declared = script.match(/var EVENT_TYPES = (\[[^\]]*\]);/);
    expect(declared, "embed.js declares `var EVENT_TYPES = [...]`").not.toBeNull();
    // The formatter writes a long list one item a line, with a trailing comma.
    const passedOn: string[] = JSON.parse((declared?.[1] ?? "[]").replace(/,\s*\]$/, "]"));
    expect(sorted(passedOn)).toEqual(sorted(HOST_PAGE_EVENT_TYPES));
    expect(new Set(passedOn).size).toBe(passedOn.length);
  });

  it("acts itself on exactly the other event types (resize, redirect, close-requested)", () => {
    expect(unique(matches(/\bmessage\.type === "([^"]*)"/g))).toEqual(sorted(typesTheScriptActsOn));
    expect(typesTheScriptActsOn.length + HOST_PAGE_EVENT_TYPES.length).toBe(everyType.length);
  });

  it("reads only fields those events have", () => {
    const fieldsOfActedOn = typesTheScriptActsOn.flatMap((type) =>
      Object.keys(eventOfEachType[type as EmbedEvent["type"]]).filter((field) => field !== "type"),
    );
    const fieldsRead = matches(/\bmessage\.(\w+)/g).filter((field) => field !== "type");
    expect(unique(fieldsRead)).toEqual(unique(fieldsOfActedOn));
  });

  it("accepts the envelope the app sends: its source and fields", () => {
    const envelope: EmbedEventEnvelope = { source: EMBED_EVENT_SOURCE, embedId: "e1", event: eventOfEachType.ready };
    expect(matches(/\bdata\.source !== "([^"]*)"/g)).toEqual([EMBED_EVENT_SOURCE]);
    expect(unique(matches(/\bdata\.(\w+)/g))).toEqual(sorted(Object.keys(envelope)));
  });
});

describe("public/embed.js's commands to the frame", () => {
  const commandOfEachType: { [T in EmbedCommand["type"]]: Extract<EmbedCommand, { type: T }> } = {
    update: { type: "update", theme: "dark", brand: "#1d4ed8" },
    focus: { type: "focus", edge: "last" },
  };

  it("sends them in the envelope the frame reads", () => {
    const envelope: EmbedCommandEnvelope = { source: EMBED_COMMAND_SOURCE, embedId: "e1", command: commandOfEachType.focus };
    const sent = script.match(/postMessage\(\{ source: "([^"]*)", embedId: embedId, command: command \}, appOrigin\)/);
    expect(sent?.[1]).toBe(EMBED_COMMAND_SOURCE);
    expect(Object.keys(envelope)).toEqual(["source", "embedId", "command"]);
  });

  it("sends only the commands the frame knows, with their fields", () => {
    const sent = [...script.matchAll(/\bpost\(\{ (type: "[^"]*"[^}]*) \}\)/g)].map(([, body = ""]) => ({
      type: /type: "([^"]*)"/.exec(body)?.[1] ?? "",
      fields: [...body.matchAll(/(\w+): /g)].map((m) => m[1] ?? ""),
    }));
    expect(unique(sent.map((c) => c.type))).toEqual(sorted(Object.keys(commandOfEachType)));
    for (const { type, fields } of sent) {
      expect(sorted(fields)).toEqual(sorted(Object.keys(commandOfEachType[type as EmbedCommand["type"]])));
    }
  });
});

describe("public/embed.js and the iframe's options", () => {
  const everyOption: Required<EmbedOptions> = {
    theme: "dark",
    hideDetails: true,
    transparent: true,
    brand: "#0f766e",
    embedOrigin: "https://company.example",
    embedId: "e1",
  };
  const params = embedParams(everyOption);

  it("the app reads back every option it writes", () => expect(readEmbedOptions(params)).toEqual(everyOption));

  it("sets exactly the query parameters the app reads", () => {
    // The embed's own options, and `layout`, which is the booking page's URL state (the visitor can change it).
    expect(unique(matches(/\bparams\.set\("(\w+)"/g))).toEqual(sorted([...Object.keys(params), "layout"]));
    const url = readUrlState(new URLSearchParams("layout=week"), { customFieldNames: [], readTimeZone: () => undefined });
    expect(url.layout).toBe("week");
  });

  it("writes flags as the app reads them", () => {
    const written = [...script.matchAll(/\bparams\.set\("(\w+)", "([^"]*)"\)/g)].map(([, name = "", value]) => [name, value]);
    expect(written.map(([name]) => name)).toEqual(["hideDetails", "transparent"]);
    expect(written).toEqual(written.map(([name = ""]) => [name, params[name]]));
  });
});

describe("public/embed.js's forwardQueryParams", () => {
  it("forwards exactly the utm_* parameters the booking page reads, as long as the service stores", () => {
    const forwarded = script.match(/\/\^utm_\(([a-z|]+)\)\$\/\.test\(key\) && value\.length <= (\d+)\) params\.set\(key, value\)/);
    expect(forwarded, "embed.js tests each host page parameter against /^utm_(…)$/ and a length").not.toBeNull();
    expect(sorted(forwarded?.[1]?.split("|") ?? [])).toEqual(sorted(UTM_KEYS));
    expect(Number(forwarded?.[2])).toBe(MAX_UTM_LENGTH);
    const url = readUrlState(new URLSearchParams("utm_source=news&utm_campaign=x"), {
      customFieldNames: [],
      readTimeZone: () => undefined,
    });
    expect(url.utm).toEqual({ source: "news", campaign: "x" });
  });

  it("forwards them before prefill, so that a site owner's own prefill of one wins", () => {
    const forwarding = script.indexOf("if (options.forwardQueryParams)");
    expect(forwarding).toBeGreaterThan(0);
    expect(forwarding).toBeLessThan(script.indexOf("options.prefill"));
  });
});

describe("public/embed.js's size", () => {
  // The budget: site owners put it on every page. bench/embed-ready.ts reports the same figure.
  it("stays under 5 KB gzipped", () => expect(gzipSync(script, { level: 9 }).length).toBeLessThan(5_000));
});
