// The zone picker from the keyboard, as the booking page uses it: typing finds
// zones and highlights the best, Enter chooses, arrows move, Escape closes then
// restores, Apply takes the best match or says nothing matches; and the field
// the server renders is a plain form field named tz.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
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

async function typeInto(text: string) {
  act(() => field().focus());
  act(() => void fireEvent.change(field(), { target: { value: text } }));
  await waitFor(() => expect(active()).not.toBeNull());
}

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
