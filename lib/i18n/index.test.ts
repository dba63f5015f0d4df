import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import {
  dashboardMessagesFor,
  LANGUAGES,
  type Language,
  LOCALES,
  languageFromHeader,
  messagesFor,
  pickLanguage,
  translator,
} from "./index";
import { de } from "./messages-de";
import { type Catalog, type CatalogKey, en } from "./messages-en";
import { es } from "./messages-es";
import { it as italian } from "./messages-it";
import { ja } from "./messages-ja";
import { compiledMessageCount, makeTranslate } from "./translate";

const catalogs: Record<Language, Catalog> = { en, de, es, ja, it: italian };
const keys = Object.keys(en) as CatalogKey[];

/** What a message asks for and offers: its arguments (with their type), select cases, plural forms, and literal text. */
function shape(
  elements: MessageFormatElement[],
  found = { args: new Set<string>(), cases: new Set<string>(), forms: [] as string[][], text: "" },
) {
  for (const element of elements) {
    if (element.type === TYPE.literal) found.text += element.value;
    if (element.type === TYPE.literal || element.type === TYPE.pound || element.type === TYPE.tag) continue;
    found.args.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.select) {
      for (const [name, option] of Object.entries(element.options)) {
        found.cases.add(`${element.value}.${name}`);
        shape(option.value, found);
      }
    }
    if (element.type === TYPE.plural) {
      found.forms.push(Object.keys(element.options));
      for (const option of Object.values(element.options)) shape(option.value, found);
    }
  }
  return found;
}
const compile = (text: string, locale: string) => new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst();
// A plain `{count}` and a plural of it are the same argument: a language may say "Verfügbare Termine: {count}".
const argumentNames = (args: Set<string>) => [...new Set([...args].map((a) => a.replace(/:(argument|plural|number)$/, ":value")))].sort();

describe("the catalogue", () => {
  it.each(LANGUAGES.map((language) => [language]))(
    "%s has exactly the English keys, each a message that compiles with the same arguments",
    (language) => {
      const messages = catalogs[language];
      expect(Object.keys(messages).sort()).toEqual([...keys].sort());
      const categories = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories as string[];
      for (const key of keys) {
        const source = shape(compile(en[key], LOCALES.en));
        const translated = shape(compile(messages[key], LOCALES[language]));
        expect.soft(argumentNames(translated.args), key).toEqual(argumentNames(source.args));
        // Select cases are the code's values (an e-mail's event): every language answers every one.
        expect.soft([...translated.cases].sort(), key).toEqual([...source.cases].sort());
        // Plural forms are the language's own: only categories its rules choose, or exact values (=0).
        for (const forms of translated.forms)
          expect
            .soft(
              forms.filter((f) => !f.startsWith("=") && !categories.includes(f)),
              key,
            )
            .toEqual([]);
        // ICU reads an apostrophe before a brace as quoting; none of the text's apostrophes may go missing that way.
        expect.soft(translated.text.split("'").length, key).toBe(messages[key].split("'").length);
        expect.soft(messages[key].trim(), key).not.toBe("");
      }
    },
  );

  it("has no key the app does not use", () => {
    // Every use names its key in quotes, also where a key is passed along as a value (formError: "errorSlotTaken").
    const root = path.join(import.meta.dirname, "../..");
    const sources = ["app", "components", "lib"]
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^lib\/i18n\/(messages|dashboard)-/.test(file))
      .concat("proxy.ts")
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const unused = keys.filter((key) => !sources.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  it("gives booking pages every message but the e-mails' and the dashboard's", () => {
    for (const language of LANGUAGES) {
      const pages = keys.filter((key) => !key.startsWith("email.") && !key.startsWith("dashboard."));
      expect(Object.keys(messagesFor(language)).sort()).toEqual(pages.sort());
    }
  });

  it("gives the dashboard its messages only, in each language's words", () => {
    for (const language of LANGUAGES) {
      const dashboard = dashboardMessagesFor(language);
      expect(Object.keys(dashboard).sort()).toEqual(keys.filter((key) => key.startsWith("dashboard.")).sort());
      if (language !== "en") expect(dashboard["dashboard.signInTitle"]).not.toBe(dashboardMessagesFor("en")["dashboard.signInTitle"]);
    }
  });
});

describe("translate", () => {
  it("fills placeholders", () => {
    expect(translator("en")("removeGuest", { number: 2 })).toBe("Remove guest 2");
  });

  it.each([
    ["en", "daySlots", { count: 0 }, "No times available"],
    ["en", "daySlots", { count: 1 }, "1 time available"],
    ["en", "daySlots", { count: 2 }, "2 times available"],
    ["de", "daySlots", { count: 0 }, "Keine Termine verfügbar"],
    ["de", "daySlots", { count: 2 }, "Verfügbare Termine: 2"],
    ["ja", "daySlots", { count: 0 }, "空きなし"],
    ["ja", "daySlots", { count: 1 }, "空き1件"],
    ["en", "guestLimit", { max: 1 }, "You can invite up to 1 guest."],
    ["en", "guestLimit", { max: 3 }, "You can invite up to 3 guests."],
    ["de", "guestLimit", { max: 1 }, "Sie können bis zu 1 Gast einladen."],
    ["de", "guestLimit", { max: 2 }, "Sie können bis zu 2 Gäste einladen."],
    ["es", "guestLimit", { max: 1 }, "Puede añadir hasta 1 invitado."],
    ["es", "guestLimit", { max: 2 }, "Puede añadir hasta 2 invitados."],
    ["it", "errorTooManyGuests", { max: 1 }, "Può invitare al massimo 1 ospite."],
    ["it", "errorTooManyGuests", { max: 2 }, "Può invitare al massimo 2 ospiti."],
    ["ja", "guestLimit", { max: 1 }, "ゲストは1人まで招待できます。"],
    ["ja", "guestLimit", { max: 2 }, "ゲストは2人まで招待できます。"],
    [
      "en",
      "guestsLeftOut",
      { count: 1, emails: ["a@x.test"] },
      "This link takes fewer guests than the address named, so one was not added: a@x.test.",
    ],
    [
      "en",
      "guestsLeftOut",
      { count: 2, emails: ["a@x.test", "b@x.test"] },
      "This link takes fewer guests than the address named, so 2 were not added: a@x.test and b@x.test.",
    ],
    [
      "de",
      "guestsLeftOut",
      { count: 2, emails: ["a@x.test", "b@x.test"] },
      "Dieser Link erlaubt weniger Gäste, als die Adresse nennt; 2 wurden nicht hinzugefügt: a@x.test und b@x.test.",
    ],
    [
      "ja",
      "guestsLeftOut",
      { count: 2, emails: ["a@x.test", "b@x.test"] },
      "このリンクで招待できるゲストはアドレスの指定より少ないため、2人は追加されませんでした: a@x.test、b@x.test",
    ],
  ] as const)("chooses the plural form by the language's rules: %s %s %j", (language, key, values, expected) => {
    expect(translator(language)(key, values)).toBe(expected);
  });

  it.each([
    ["en", "with Ann, Bob, and Cy"],
    ["de", "mit Ann, Bob und Cy"],
    ["es", "con Ann, Bob y Cy"],
    ["it", "con Ann, Bob e Cy"],
    ["ja", "主催者：Ann、Bob、Cy"],
  ] as const)("writes a list as %s does", (language, expected) => {
    expect(translator(language)("withHosts", { hosts: ["Ann", "Bob", "Cy"] })).toBe(expected);
    expect(translator(language)("withHosts", { hosts: ["Ann"] })).toBe(expected.replace(/Ann.*Cy/, "Ann"));
  });

  it("formats numbers and takes an exact form before the language's category", () => {
    const t = makeTranslate({ count: "{n, plural, =0 {No times} one {# time} other {# times}}", total: "{n, number} in all" }, "de-DE");
    expect([0, 1, 5].map((n) => t("count", { n }))).toEqual(["No times", "1 time", "5 times"]);
    expect(t("total", { n: 12345.5 })).toBe("12.345,5 in all");
  });

  it("leaves a value's braces and apostrophes alone: values are never read as messages", () => {
    expect(translator("en")("email.attendeeSubject", { event: "created", title: "Ann's {title} '{x}'" })).toBe(
      "Confirmed: Ann's {title} '{x}'",
    );
  });

  // A booking page formats hundreds of messages: each is compiled once per locale, not per call.
  it("compiles a message once per locale", () => {
    translator("it")("daySlots", { count: 1 });
    const before = compiledMessageCount();
    for (let count = 0; count < 1_000; count++) translator("it")("daySlots", { count });
    for (let count = 0; count < 1_000; count++) makeTranslate(messagesFor("it"), LOCALES.it)("daySlots", { count });
    expect(compiledMessageCount()).toBe(before);
    expect(translator("it")).toBe(translator("it"));
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
