import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useVisitorTimeZone } from "./use-visitor-time-zone";

// Unmount what each test rendered (Testing Library cleans up by itself only with vitest's globals on).
afterEach(cleanup);

/** The browser reports `zone` as its own, as Intl does. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

function cookieWrites() {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, "cookie")) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, "cookie")!;
  const writes: string[] = [];
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

/** The view's data for a zone, already there. */
const loaded = () => Promise.resolve();

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/book/bl_1");
});

describe("useVisitorTimeZone", () => {
  it("switches to the browser's zone, under the name the picker shows, when the URL names none", async () => {
    browserIn("Asia/Calcutta");
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("Europe/Berlin", switchTo, loaded));
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).toHaveBeenCalledExactlyOnceWith("Asia/Kolkata");
  });

  it("remembers the browser's zone in the tz cookie, once", async () => {
    browserIn("America/Lima");
    const writes = cookieWrites();
    const { result, rerender } = renderHook(({ zone }) => useVisitorTimeZone(zone, () => {}, loaded), {
      initialProps: { zone: "Europe/Berlin" },
    });
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ zone: "America/Lima" });
    rerender({ zone: "Asia/Tokyo" });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^tz=America%2FLima; path=\/; max-age=31536000; samesite=lax$/);
    expect(document.cookie).toContain("tz=America%2FLima");
  });

  it("keeps the zone the URL chose, and still remembers the browser's", async () => {
    window.history.replaceState(null, "", "/book/bl_1?tz=Asia/Tokyo");
    browserIn("America/Lima");
    const writes = cookieWrites();
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("Asia/Tokyo", switchTo, loaded));
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).not.toHaveBeenCalled();
    expect(writes).toHaveLength(1);
  });

  it("does not switch to the zone already shown", async () => {
    browserIn("Europe/Berlin");
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("Europe/Berlin", switchTo, loaded));
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).not.toHaveBeenCalled();
  });

  it("ignores a zone the picker does not list, and settles", async () => {
    browserIn("Etc/Unknown");
    const writes = cookieWrites();
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("Europe/Berlin", switchTo, loaded));
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it("keeps the zone shown, and its times, until the browser's zone's month has loaded", async () => {
    browserIn("Asia/Kolkata");
    let finishLoading = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (finishLoading = resolve)));
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("America/New_York", switchTo, load));
    await waitFor(() => expect(load).toHaveBeenCalledExactlyOnceWith("Asia/Kolkata"));
    expect(switchTo).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    finishLoading();
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).toHaveBeenCalledExactlyOnceWith("Asia/Kolkata");
  });

  it("switches even when the month could not be loaded (the view then shows the failure and its retry)", async () => {
    browserIn("Asia/Kolkata");
    const switchTo = vi.fn();
    const { result } = renderHook(() => useVisitorTimeZone("America/New_York", switchTo, () => Promise.reject(new Error("offline"))));
    await waitFor(() => expect(result.current).toBe(true));
    expect(switchTo).toHaveBeenCalledExactlyOnceWith("Asia/Kolkata");
  });
});
