import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageFromHeader, pickLanguage, translator } from "./index";
import { de } from "./messages-de";
import { en } from "./messages-en";
import { es } from "./messages-es";
import { it as italian } from "./messages-it";
import { ja } from "./messages-ja";
import { makeTranslate } from "./translate";

describe("messages", () => {
  it.each([
    ["de", de],
    ["es", es],
    ["ja", ja],
    ["it", italian],
  ])("%s has every English key with the same placeholders", (_language, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      // Plain `{name}` placeholders and ICU plural arguments `{name, plural, …}` alike, by name.
      const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();
      expect(placeholders(messages[key]), key).toEqual(placeholders(en[key]));
      expect(messages[key].trim(), key).not.toBe("");
    }
  });

  it("has no key the app does not use", () => {
    // Every use names its key in quotes, also where a key is passed along as a value (formError: "errorSlotTaken").
    const root = path.join(import.meta.dirname, "../..");
    const sources = ["app", "components", "lib"]
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join("lib", "i18n", "messages-")))
      .concat("proxy.ts")
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const unused = Object.keys(en).filter((key) => !sources.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  it("fills placeholders", () => {
    expect(translator("en")("removeGuest", { number: 2 })).toBe("Remove guest 2");
  });

  it.each([
    ["en", "daySlots", { count: 1 }, "1 time available"],
    ["en", "daySlots", { count: 2 }, "2 times available"],
    ["en", "guestLimit", { max: 1 }, "You can invite up to 1 guest."],
    ["en", "guestLimit", { max: 3 }, "You can invite up to 3 guests."],
    ["de", "guestLimit", { max: 1 }, "Sie können bis zu 1 Gast einladen."],
    ["de", "guestLimit", { max: 4 }, "Sie können bis zu 4 Gäste einladen."],
    ["it", "errorTooManyGuests", { max: 1 }, "Può invitare al massimo 1 ospite."],
    ["ja", "guestLimit", { max: 1 }, "ゲストは1人まで招待できます。"],
    [
      "en",
      "guestsLeftOut",
      { count: 2, emails: "a@x.test, b@x.test" },
      "This link takes fewer guests than the address named, so 2 were not added: a@x.test, b@x.test.",
    ],
  ] as const)("chooses the plural form by the language's rules: %s %s %j", (language, key, values, expected) => {
    expect(translator(language)(key, values)).toBe(expected);
  });

  it("takes an exact form before the language's category", () => {
    const t = makeTranslate({ ...en, daySlots: "{count, plural, =0 {No times} one {# time} other {# times}}" }, "en-US");
    expect([0, 1, 5].map((count) => t("daySlots", { count }))).toEqual(["No times", "1 time", "5 times"]);
  });
});

describe("language choice", () => {
  const link = (language: string | null, languagePreference: "GLOBAL" | "CUSTOM" | "OFF", bookingPageLanguage = "en") => ({
    language,
    languagePreference,
    bookingPageLanguage,
  });
  it.each([
    ["the link's own language when CUSTOM", link("DE", "CUSTOM", "es"), "ja", "de"],
    ["the booking page's language when GLOBAL", link("DE", "GLOBAL", "es"), "ja", "es"],
    ["the browser's language when OFF", link("DE", "OFF", "es"), "ja,en;q=0.5", "ja"],
    ["the page's language when CUSTOM has no language", link(null, "CUSTOM", "it"), "de", "it"],
    ["English when the browser's languages are all unsupported", link(null, "OFF"), "fr-FR,pt;q=0.8", "en"],
  ] as const)("picks %s", (_name, l, header, expected) => {
    expect(pickLanguage(l, header)).toBe(expected);
  });

  it("honours q-values", () => {
    expect(languageFromHeader("fr;q=1, it;q=0.4, de;q=0.8")).toBe("de");
  });
});
