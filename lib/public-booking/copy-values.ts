// What a booking page's HTML tells the page cache (lib/page-cache) that serves copies of it: the visitor's own
// value to replace in every copy (the form's Idempotency-Key), and the earliest time the page offers, which ends
// the copy's life once it comes within the link's notice. Both are attributes of one element of the page's own
// markup, so the cache never reads React's private payload format; a page without the element is not copied.

/** The element's id; its attributes follow. */
export const COPY_VALUES_ID = "copy-values";
export const KEY_ATTRIBUTE = "data-idempotency-key";
export const FIRST_SLOT_ATTRIBUTE = "data-first-offered-slot";

export interface CopyValues {
  /** The key the page's form posts with, if it has a form; every occurrence in the page is this visitor's alone. */
  idempotencyKey?: string;
  /** Epoch ms of the earliest slot start the page shows, undefined when it shows none. */
  firstOfferedSlot?: number;
}

const ELEMENT = new RegExp(`<template id="${COPY_VALUES_ID}"[^>]*>`);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The page's copy values, or undefined when its HTML carries none (or not in the form written here). */
export function readCopyValues(html: string): CopyValues | undefined {
  const tag = ELEMENT.exec(html)?.[0];
  if (!tag) return undefined;
  const key = attribute(tag, KEY_ATTRIBUTE);
  const first = attribute(tag, FIRST_SLOT_ATTRIBUTE);
  if (key === undefined || (key !== "" && !/^[0-9a-f-]{36}$/.test(key)) || first === undefined) return undefined;
  const firstOfferedSlot = first === "" ? undefined : Date.parse(first);
  if (Number.isNaN(firstOfferedSlot)) return undefined;
  return { idempotencyKey: key || undefined, firstOfferedSlot };
}

/** The earliest start among days of slots (ISO 8601), or undefined when there is none. */
export function earliestStart(...months: (Record<string, { start: string }[]> | undefined)[]): string | undefined {
  let earliest: string | undefined;
  for (const days of months)
    for (const slots of Object.values(days ?? {}))
      for (const { start } of slots) if (!earliest || Date.parse(start) < Date.parse(earliest)) earliest = start;
  return earliest;
}
