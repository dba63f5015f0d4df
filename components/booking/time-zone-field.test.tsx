// The zone picker from the keyboard, as the booking page uses it: typing finds
// zones and highlights the best, Enter chooses, arrows move, Escape closes then
// restores, Apply takes the best match or says nothing matches; the field the
// server renders, and the page first runs, is a plain form field named tz,
// which the combobox replaces when the visitor reaches for it, without losing
// the words, the focus, the caret or a key.
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Translate } from "@/lib/i18n/translate";
import { TimeZoneField } from "./time-zone-field";

afterEach(cleanup);

// happy-dom lays nothing out: give the list a viewport and each row its height, so the virtualized list renders
// the rows in view.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(52);
});
afterEach(() => vi.restoreAllMocks());

const MESSAGES: Record<string, string> = {
  timeZone: "Time zone",
  searchTimeZones: "City, country or zone (London, PST)",
  timeZoneSuggestions: "Suggestions",
  apply: "Apply",
  noTimeZoneMatch: "No time zone matches “{search}”",
};
const t = ((key: string, values?: Record<string, string>) =>
  (MESSAGES[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? "")) as Translate;

/** The field as the booking page holds it: the zone chosen becomes the page's zone. */
function Page({ onChange, unmatched }: { onChange: (zone: string) => void; unmatched?: string }) {
  const [zone, setZone] = useState("Europe/Berlin");
  return (
    <TimeZoneField
      timeZone={zone}
      locale="en-US"
      hours="24"
      action="/book/bl_1"
      hidden={{ duration: "30" }}
      unmatched={unmatched}
      t={t}
      onChange={(next) => {
        onChange(next);
        setZone(next);
      }}
    />
  );
}

const field = () => screen.getByRole("combobox", { name: "Time zone" });
const listbox = () => screen.queryByRole("listbox");
const options = () => screen.getAllByRole("option");
const active = () => document.getElementById(field().getAttribute("aria-activedescendant") ?? "");
const key = (name: string, init: Partial<KeyboardEventInit> = {}) => act(() => void fireEvent.keyDown(field(), { key: name, ...init }));

/** The combobox in the plain field's place (react-aria marks its elements); the first import takes a while. */
const combobox = () => waitFor(() => expect(field().hasAttribute("data-rac")).toBe(true), { timeout: 5_000 });

async function typeInto(text: string) {
  act(() => field().focus());
  await combobox();
  act(() => void fireEvent.change(field(), { target: { value: text } }));
  await waitFor(() => expect(active()).not.toBeNull());
}

/** The modules a file imports to run (not types, not import()), and theirs: what the page loads with it. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, "utf8");
  for (const [, from] of source.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)) {
    const local = from!.startsWith(".")
      ? path.resolve(path.dirname(file), from!)
      : from!.startsWith("@/")
        ? path.resolve(from!.slice(2))
        : undefined;
    const found = local && [".ts", ".tsx"].map((extension) => local + extension).find((candidate) => tryRead(candidate));
    if (!found) seen.add(from!);
    else if (!seen.has(found)) staticImports(found, seen.add(found));
  }
  return seen;
}
const tryRead = (file: string) => {
  try {
    return readFileSync(file, "utf8") !== undefined;
  } catch {
    return false;
  }
};

describe("TimeZoneField", () => {
  it("renders on the server as a labelled form field named tz, with the zone and the Apply button", () => {
    const html = renderToString(<Page onChange={() => {}} />);
    document.body.innerHTML = html;
    const input = document.querySelector<HTMLInputElement>('input[name="tz"][role="combobox"]');
    expect(input?.value).toBe("Europe/Berlin");
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe("Time zone");
    expect(document.querySelector('input[type="hidden"][name="shownTz"]')).toHaveProperty("value", "Europe/Berlin");
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe("Apply");
    document.body.innerHTML = "";
  });

  it("loads no react-aria with the page: the field's own imports never reach it", () => {
    const imports = [...staticImports(path.resolve("components/booking/time-zone-field.tsx"))];
    expect(imports).toContain(path.resolve("components/booking/plain-zone-input.tsx"));
    expect(imports.filter((name) => /^react-aria|\/(zone-combobox|zone-input|zone-suggestions)\.tsx$/.test(name))).toEqual([]);
  });

  it("runs first as the server rendered it: hydrated without a mismatch, the same input", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Page onChange={() => {}} />);
    const served = container.querySelector('input[name="tz"]');
    const errors = vi.fn();
    const logged = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, <Page onChange={() => {}} />, { onRecoverableError: errors }));
    expect(errors).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(field()).toBe(served);
    act(() => root.unmount());
    container.remove();
  });

  it("renders first as the plain field, and swaps the combobox in when the pointer comes over it", async () => {
    render(<Page onChange={() => {}} />);
    const plain = field();
    expect(plain.hasAttribute("data-rac")).toBe(false);
    expect(plain.getAttribute("aria-describedby")).toMatch(/-now .*-error$/);
    act(() => void fireEvent.pointerEnter(plain));
    await combobox();
    expect(field()).not.toBe(plain);
    expect(field()).toHaveProperty("value", "Europe/Berlin");
    // Hovering takes nothing: the focus stays where it was.
    expect(document.activeElement).toBe(document.body);
  });

  it("words typed before the combobox arrives stay, with the focus and the caret, and find their zones", async () => {
    render(<Page onChange={() => {}} />);
    // Focus, words and a moved caret in one go: all before the combobox can arrive.
    act(() => {
      field().focus();
      fireEvent.change(field(), { target: { value: "londo" } });
      (field() as HTMLInputElement).setSelectionRange(2, 2);
    });
    expect(field().hasAttribute("data-rac")).toBe(false);
    await combobox();
    const input = field() as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("londo");
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    // Typing there called for the suggestions: they open, the best match highlighted.
    await waitFor(() => expect(active()?.getAttribute("data-zone")).toBe("Europe/London"));
  });

  it("an arrow key pressed before the combobox arrives is not lost", async () => {
    render(<Page onChange={() => {}} />);
    act(() => {
      field().focus();
      fireEvent.keyDown(field(), { key: "ArrowDown" });
    });
    await combobox();
    // ArrowDown opens every zone with the one shown highlighted, as it does in the combobox.
    await waitFor(() => expect(active()?.getAttribute("data-zone")).toBe("Europe/Berlin"));
    expect(field().getAttribute("aria-expanded")).toBe("true");
  });

  it("before the combobox arrives, Escape undoes typing and Apply takes the best match", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    act(() => {
      field().focus();
      fireEvent.change(field(), { target: { value: "new" } });
    });
    let taken = false;
    act(() => {
      taken = !fireEvent.keyDown(field(), { key: "Escape" });
    });
    expect(taken).toBe(true);
    expect(field()).toHaveProperty("value", "Europe/Berlin");
    act(() => {
      fireEvent.change(field(), { target: { value: "PST" } });
      fireEvent.submit(field().closest("form")!);
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("America/Los_Angeles"));
  });

  it("typing finds zones, highlights the best match, and Enter chooses it", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await typeInto("london");
    expect(screen.getByRole("listbox", { name: "Suggestions" }).id).toBe(field().getAttribute("aria-controls"));
    expect(field().getAttribute("aria-expanded")).toBe("true");
    // The field alone is labelled "Time zone", with the list open too.
    expect(screen.getAllByLabelText("Time zone")).toEqual([field()]);
    expect(active()).toBe(options()[0]);
    expect(active()?.getAttribute("data-zone")).toBe("Europe/London");
    expect(active()?.textContent).toMatch(/London.*GMT.*\d{1,2}:\d\d/);
    key("Enter");
    expect(onChange).toHaveBeenLastCalledWith("Europe/London");
    await waitFor(() => expect(listbox()).toBeNull());
    expect(field()).toHaveProperty("value", "Europe/London");
  });

  it("typing goes on as the highlight moves: the words stay, the caret at their end, until focus comes anew", async () => {
    render(<Page onChange={() => {}} />);
    await typeInto("l");
    const caret = () => {
      const input = field() as HTMLInputElement;
      return [input.selectionStart, input.selectionEnd];
    };
    // Each highlight moves react-aria's virtual focus to a suggestion and back to the input: no new arrival.
    for (const words of ["lo", "lon", "lond"]) {
      act(() => void fireEvent.change(field(), { target: { value: words } }));
      await waitFor(() => expect(active()?.getAttribute("data-zone")).toBe("Europe/London"));
      expect(caret()).toEqual([words.length, words.length]);
    }
    act(() => field().blur());
    act(() => field().focus());
    expect(caret()).toEqual([0, 4]);
  });

  it("arrows move through the suggestions; Enter chooses the one highlighted", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await typeInto("new");
    const second = options()[1]?.getAttribute("data-zone");
    key("ArrowDown");
    expect(active()?.getAttribute("data-zone")).toBe(second);
    key("ArrowUp");
    expect(active()).toBe(options()[0]);
    key("ArrowUp");
    // Wraps to the last.
    expect(active()?.getAttribute("data-zone")).toBe(options().at(-1)?.getAttribute("data-zone"));
    key("ArrowDown");
    key("ArrowDown");
    key("Enter");
    expect(onChange).toHaveBeenLastCalledWith(second);
  });

  it("Escape closes the list, keeping the words, then restores the zone", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await typeInto("new");
    key("Escape");
    await waitFor(() => expect(listbox()).toBeNull());
    expect(field()).toHaveProperty("value", "new");
    key("Escape");
    expect(field()).toHaveProperty("value", "Europe/Berlin");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Escape with nothing to close or undo is left to the page (an embed's popup closes on it)", async () => {
    render(<Page onChange={() => {}} />);
    await typeInto("new");
    /** Whether the page's Escape was taken (its default prevented) by the field. */
    const escapeTaken = () => {
      let notPrevented = true;
      act(() => {
        notPrevented = fireEvent.keyDown(field(), { key: "Escape" });
      });
      return !notPrevented;
    };
    expect(escapeTaken()).toBe(true); // closes the list
    expect(escapeTaken()).toBe(true); // undoes the typing
    expect(escapeTaken()).toBe(false);
  });

  it("a click opens every zone, in the page's scheme, and a click on one chooses it", async () => {
    const onChange = vi.fn();
    render(
      <main data-theme="dark" lang="de">
        <Page onChange={onChange} />
      </main>,
    );
    act(() => field().focus());
    await combobox();
    act(() => void fireEvent.click(field()));
    // Clicked before the list arrived: it opens when it has.
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(field()).toHaveProperty("value", "Europe/Berlin");
    expect(field().getAttribute("aria-activedescendant")).toBeNull();
    expect(listbox()?.closest("[data-theme]")?.getAttribute("data-theme")).toBe("dark");
    expect(listbox()?.closest("[lang]")?.getAttribute("lang")).toBe("de");
    // Only the rows in view are rendered.
    expect(options().length).toBeLessThan(20);
    const third = options()[2]!;
    const zone = third.getAttribute("data-zone");
    act(() => void fireEvent.click(third));
    expect(onChange).toHaveBeenLastCalledWith(zone);
    await waitFor(() => expect(listbox()).toBeNull());
    expect(field()).toHaveProperty("value", zone);
  });

  it("an exact zone name applies at once", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    act(() => field().focus());
    act(() => void fireEvent.change(field(), { target: { value: "Asia/Kathmandu" } }));
    expect(onChange).toHaveBeenLastCalledWith("Asia/Kathmandu");
    expect(field()).toHaveProperty("value", "Asia/Kathmandu");
  });

  it("Apply takes the best match, or says nothing matches and marks the field", async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await typeInto("PST");
    key("Tab");
    await waitFor(() => expect(listbox()).toBeNull());
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Apply" })));
    expect(onChange).toHaveBeenLastCalledWith("America/Los_Angeles");

    act(() => void fireEvent.change(field(), { target: { value: "Atlantis" } }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No time zone matches “Atlantis”"));
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Apply" })));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("words the server found no zone for stay in the field, marked, under the message", () => {
    render(<Page onChange={() => {}} unmatched="Atlantis" />);
    expect(field()).toHaveProperty("value", "Atlantis");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("No time zone matches “Atlantis”");
  });
});
