// The frame's side of embed.js's commands: theme and colour applied in place,
// only from the parent window on the embedding page's origin; Escape asks a
// popup to close unless a control inside used it.
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMBED_COMMAND_SOURCE, type EmbedCommand, type EmbedEvent } from "@/lib/embed/embed-events";
import { useHostCommands } from "./use-host-commands";

const ORIGIN = "https://company.example";

afterEach(cleanup);
beforeEach(() => {
  document.body.innerHTML = '<main data-theme="light" style="--brand: #0f766e; --brand-text: #ffffff"><button>Day</button></main>';
});

function mount() {
  const sent: EmbedEvent[] = [];
  renderHook(() => useHostCommands(ORIGIN, "e1", (event) => void sent.push(event)));
  return sent;
}

const command = (value: EmbedCommand, { origin = ORIGIN, embedId = "e1" } = {}) =>
  window.dispatchEvent(
    new MessageEvent("message", { origin, source: window.parent, data: { source: EMBED_COMMAND_SOURCE, embedId, command: value } }),
  );
const main = () => document.querySelector("main")!;

describe("useHostCommands", () => {
  it("applies a theme and brand colour, and an undefined colour brings the page's own back", () => {
    mount();
    command({ type: "update", theme: "dark", brand: "#fde047" });
    expect(main().dataset.theme).toBe("dark");
    expect(main().style.getPropertyValue("--brand")).toBe("#fde047");
    expect(main().style.getPropertyValue("--brand-text")).toBe("#000000");
    command({ type: "update", theme: "auto" });
    expect(main().dataset.theme).toBe("auto");
    expect(main().style.getPropertyValue("--brand")).toBe("#0f766e");
  });

  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["another embed on the page", { embedId: "e2" }],
  ])("ignores a command from %s", (_, from) => {
    mount();
    command({ type: "update", theme: "dark", brand: "#fde047" }, from);
    expect(main().dataset.theme).toBe("light");
  });

  it("ignores what is not a theme or a colour", () => {
    mount();
    command({ type: "update", theme: "neon" as "dark", brand: "red; background: url(x)" });
    expect(main().dataset.theme).toBe("light");
    expect(main().style.getPropertyValue("--brand")).toBe("#0f766e");
  });

  it("sends close-requested on Escape, unless a control inside handled it", () => {
    const sent = mount();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    const handled = new KeyboardEvent("keydown", { key: "Escape", cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(sent).toEqual([{ type: "close-requested" }]);
  });
});
