"use client";
// One tab stop for the week's times (a roving tabindex, as the APG grid
// pattern has it): a 24-hour link's week holds up to 336 times, each a tab
// stop before. Tab enters the week on the time last focused (at first, the
// week's first time); arrows move within a day (Up, Down) and across days
// (Left, Right: the nearest time of the next day that has times), Home and End
// to the day's first and last, Ctrl+Home and Ctrl+End to the week's. Only once
// a script runs: without one every time stays a tab stop.
import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from "react";

/** The week's times by day, in order; a day without times (or still loading) is an empty list. */
export type TimesByDay = string[][];

type Position = { day: number; index: number };

function positionOf(times: TimesByDay, slot: string | undefined): Position | undefined {
  if (!slot) return undefined;
  for (const [day, list] of times.entries()) {
    const index = list.indexOf(slot);
    if (index >= 0) return { day, index };
  }
  return undefined;
}

/** The nearest day in `direction` that has times, at the same place in its list as far as it goes. */
function acrossDays(times: TimesByDay, from: Position, direction: 1 | -1): Position | undefined {
  for (let day = from.day + direction; day >= 0 && day < times.length; day += direction) {
    const list = times[day]!;
    if (list.length > 0) return { day, index: Math.min(from.index, list.length - 1) };
  }
  return undefined;
}

/** Where a key moves focus from `from`; undefined for a key that is not the grid's. */
export function moveFrom(times: TimesByDay, from: Position, key: string, ctrl: boolean): Position | undefined {
  const day = times[from.day]!;
  const withTimes = times.flatMap((list, i) => (list.length ? [i] : []));
  switch (key) {
    case "ArrowDown":
      return { ...from, index: Math.min(from.index + 1, day.length - 1) };
    case "ArrowUp":
      return { ...from, index: Math.max(from.index - 1, 0) };
    case "ArrowRight":
      return acrossDays(times, from, 1) ?? from;
    case "ArrowLeft":
      return acrossDays(times, from, -1) ?? from;
    case "Home":
      return ctrl ? { day: withTimes[0]!, index: 0 } : { ...from, index: 0 };
    case "End":
      if (!ctrl) return { ...from, index: day.length - 1 };
      return { day: withTimes.at(-1)!, index: times[withTimes.at(-1)!]!.length - 1 };
    default:
      return undefined;
  }
}

/**
 * The week's one tab stop, kept on its links (tabindex 0 on one time, -1 on the rest) rather than rendered: moving
 * the stop from one time to the next would render the week's times again, and the first render after hydration
 * (when the stops begin) would render all of them a second time. `list` holds the times (links with data-slot);
 * its focus and keydown handlers are these.
 */
export function useRovingTimes(list: RefObject<HTMLElement | null>, times: TimesByDay) {
  const active = useRef<string>(undefined);

  /** The time last focused while it is still shown, else the week's first, is the one Tab reaches. */
  const placeTabStop = () => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>("a[data-slot]") ?? [])];
    const stop = links.some((link) => link.dataset.slot === active.current) ? active.current : links[0]?.dataset.slot;
    for (const link of links) {
      // The attribute, not the property: a link without one already reads tabIndex 0.
      const tabIndex = link.dataset.slot === stop ? "0" : "-1";
      if (link.getAttribute("tabindex") !== tabIndex) link.setAttribute("tabindex", tabIndex);
    }
  };
  // After each render, as the times shown may have changed; never before a script runs, so without one every time is a tab stop.
  useLayoutEffect(placeTabStop);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const slot = (event.target as HTMLElement).dataset.slot;
    if (!slot || slot === active.current) return;
    active.current = slot;
    placeTabStop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = positionOf(times, (event.target as HTMLElement).dataset.slot);
    if (!from) return;
    const to = moveFrom(times, from, event.key, event.ctrlKey || event.metaKey);
    if (!to) return;
    event.preventDefault();
    const slot = times[to.day]![to.index]!;
    event.currentTarget.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slot)}"]`)?.focus();
  };

  return { onFocus, onKeyDown };
}
