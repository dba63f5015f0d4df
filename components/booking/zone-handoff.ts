// The plain zone input hands the combobox's input that replaces it
// (plain-zone-input.tsx, zone-input.tsx) its focus, its selection and what the
// visitor did before the combobox arrived, so typing goes on as if it had
// been there all along.

/**
 * Whether the plain input had focus and its selection (read as it is removed), what the visitor last did in it
 * (typed words, pressed it) and the arrow keys pressed there, which the combobox replays.
 */
export interface ZoneHandoff {
  focused: boolean;
  selection?: { start: number | null; end: number | null; direction: "forward" | "backward" | "none" | null };
  intent?: "typing" | "click";
  keys: { key: string; altKey: boolean }[];
}

export const newHandoff = (): ZoneHandoff => ({ focused: false, keys: [] });

/** Read from the plain input as it is removed, in the commit that puts the combobox's input in its place. */
export function handOver(element: HTMLInputElement, handoff: ZoneHandoff) {
  handoff.focused = element.ownerDocument.activeElement === element;
  handoff.selection = { start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection };
}

/**
 * Gives the combobox's input the plain one's focus and selection, in the same commit (nothing is painted between).
 * Focusing selects the words, as any first focus does; the selection handed over replaces that.
 */
export function takeOver(element: HTMLInputElement, handoff: ZoneHandoff) {
  if (!handoff.focused) return;
  handoff.focused = false;
  element.focus();
  const { start = null, end = null, direction = null } = handoff.selection ?? {};
  if (start !== null && end !== null) element.setSelectionRange(start, end, direction ?? undefined);
}

/** Presses the arrow keys again where the combobox hears them; dropped if the visitor has left the field meanwhile. */
export function replayKeys(element: HTMLInputElement | null, handoff: ZoneHandoff) {
  const keys = handoff.keys.splice(0);
  if (!element || element.ownerDocument.activeElement !== element) return;
  for (const { key, altKey } of keys) {
    element.dispatchEvent(new window.KeyboardEvent("keydown", { key, altKey, bubbles: true, cancelable: true }));
  }
}
