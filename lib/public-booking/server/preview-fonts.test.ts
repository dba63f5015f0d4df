import { ImageResponse } from "next/og";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_FONT_FAMILY } from "../link-preview";
import { drawableText, previewFontsFor } from "./preview-fonts";

describe("the preview image's fonts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["Intro call", "Intro call"],
    ["Beratung für Ärzte – Größe", "Beratung für Ärzte – Größe"],
    ["Reunión de diseño ¿sí?", "Reunión de diseño ¿sí?"],
    ["打ち合わせ（30分）・営業部", "打ち合わせ（30分）・営業部"],
    ["Встреча", "Встреча"],
    ["Συνάντηση", "Συνάντηση"],
    ["☕ Coffee chat 🎉", "Coffee chat"],
    ["مكالمة Call", "Call"],
  ])("draws %j as %j", (title, drawn) => {
    expect(drawableText(title)).toBe(drawn);
  });

  it("adds the Japanese font only for text that needs it", () => {
    expect(previewFontsFor("Design-Workshop 30 Min.").length).toBeLessThan(previewFontsFor("打ち合わせ").length);
    expect(previewFontsFor("Intro")).toBe(previewFontsFor("Other")); // the same array: next/og parses it once
  });

  it("draws a title in any of the page's languages, and one with emoji, without a network request", async () => {
    // next/og loads its own WebAssembly through fetch from data: addresses; anything else would leave the machine.
    const requested: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string | URL | Request, init?: RequestInit) => {
      if (!String(url).startsWith("data:")) requested.push(String(url));
      return realFetch(url, init);
    });
    for (const title of ["打ち合わせ 30分", "Beratung für Ärzte", drawableText("☕ Coffee 🎉")]) {
      const element = createElement("div", { style: { display: "flex", fontFamily: PREVIEW_FONT_FAMILY, fontSize: 64 } }, title);
      const png = Buffer.from(await new ImageResponse(element, { width: 600, height: 315, fonts: previewFontsFor(title) }).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(600);
    }
    expect(requested).toEqual([]);
  });
});
