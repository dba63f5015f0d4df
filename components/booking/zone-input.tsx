"use client";
// The zone picker's input, and the keys react-aria's ComboBox leaves to it.
// The combobox moves through the suggestions (arrows), chooses the one
// highlighted (Enter, a click) and closes on blur. Here: the best match is
// highlighted as soon as words are typed, so Enter takes it; Enter with nothing
// highlighted is Apply; Escape closes the list, then undoes the typing; Tab
// leaves without choosing. It takes the place of the plain input the page
// first renders (plain-zone-input.tsx): its focus and caret, and the arrow keys
// and the list that typing or a press there called for.
import { type ContextType, type KeyboardEvent, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ComboBoxStateContext, Input } from "react-aria-components";
import { listedTimeZone } from "@/lib/public-booking/time-zone-names";
import type { ZoneCombobox } from "./hooks/use-zone-combobox";
import { replayKeys, takeOver, type ZoneHandoff } from "./zone-handoff";

type State = NonNullable<ContextType<typeof ComboBoxStateContext>>;

interface Props {
  box: ZoneCombobox;
  handoff: ZoneHandoff;
  placeholder: string;
}

export function ZoneInput(props: Props) {
  // The combobox renders its parts once more, hidden, to build its collection: there it has no state, and the input
  // is nothing (nor takes the focus or the keys handed over).
  const state = useContext(ComboBoxStateContext);
  return state && <ShownInput state={state} {...props} />;
}

function ShownInput({ state, box, handoff, placeholder }: Props & { state: State }) {
  const input = useRef<HTMLInputElement>(null);
  // The words are selected when focus arrives, so typing replaces them. react-aria moves a virtual focus to the
  // highlighted suggestion and back, with focus events the input hears while it keeps the real focus: selecting
  // then would make the next key replace the words typed so far.
  const arrived = useRef(false);
  const { wantOpen, pending, settle, highlight } = useSuggestionsFollowTyping(state, box, handoff.intent);
  // The plain input's focus and caret, in the commit that removed it.
  useLayoutEffect(() => {
    if (input.current) takeOver(input.current, handoff);
  }, [handoff]);
  // Arrow keys pressed before the combobox arrived, once it has its list and has done what the typing called for.
  useEffect(() => {
    if (box.loaded && pending === undefined && !wantOpen.current) replayKeys(input.current, handoff);
  });
  return (
    <Input
      ref={input}
      className="field-input min-w-0"
      placeholder={placeholder}
      spellCheck={false}
      onFocus={(event) => {
        box.load();
        if (arrived.current) return;
        arrived.current = true;
        event.target.select();
      }}
      onBlur={(event) => {
        if (event.target.ownerDocument.activeElement !== event.target) arrived.current = false;
      }}
      onClick={() => {
        box.load();
        if (state.isOpen) return;
        if (box.matches.length > 0) state.open(null, "manual");
        else wantOpen.current = "click";
      }}
      onChange={(event) => {
        // An exact zone name is chosen at once (use-zone-combobox); other words open the suggestions.
        const exact = listedTimeZone(event.target.value);
        wantOpen.current = exact ? undefined : "typing";
        highlight.current = undefined;
        if (exact) closeList(state);
      }}
      onKeyDownCapture={(event) => {
        settle();
        if (handleKey(event, state, box)) {
          wantOpen.current = undefined;
          highlight.current = undefined;
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    />
  );
}

/**
 * Opens the list when typing (or a click before the list arrived) calls for it, once the list is there and has
 * matches, and highlights the best match. Done a render after the words change: the combobox clears the highlight
 * when its text changes.
 */
function useSuggestionsFollowTyping(state: State, box: ZoneCombobox, handedOver: ZoneHandoff["intent"]) {
  const wantOpen = useRef<"typing" | "click">(handedOver);
  const highlight = useRef<string>(undefined);
  const [pending, setPending] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's arrival (box.loaded) is a reason to look again.
  useEffect(() => {
    if (wantOpen.current) setPending(box.text);
  }, [box.text, box.loaded]);
  /** Opens and highlights now; `pending` says it is still to do. */
  const settle = () => {
    if (pending === undefined) return;
    setPending(undefined);
    // Typing before the list arrived: the list's arrival comes back here.
    if (!box.loaded || pending !== box.text) return;
    const reason = wantOpen.current;
    wantOpen.current = undefined;
    const best = box.matches[0];
    if (!best || !state.isFocused || !(reason === "click" || box.edited)) return;
    if (!state.isOpen) state.open(null, "input");
    if (reason === "typing" && box.text.trim()) highlight.current = best.zone;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for each change of `pending`, with the render's state.
  useEffect(settle, [pending]);
  useHighlightOnceListed(state, highlight);
  return { wantOpen, pending, settle, highlight };
}

/**
 * Highlights the zone asked for once the open list holds it. A closed list has no items, and react-aria resets a
 * highlight its items lack: set with the call that opens the list, it held only when the items came in that same
 * render.
 */
function useHighlightOnceListed(state: State, highlight: { current?: string }) {
  useEffect(() => {
    const zone = highlight.current;
    if (!zone || !state.isOpen || !state.collection.getItem(zone)) return;
    highlight.current = undefined;
    // The visitor's own arrow keys got there first.
    if (state.selectionManager.focusedKey == null) state.selectionManager.setFocusedKey(zone);
  });
}

/** The keys handled here rather than by the combobox; true when the key was handled. */
function handleKey(event: KeyboardEvent<HTMLInputElement>, state: State, box: ZoneCombobox): boolean {
  const highlighted = state.isOpen && state.selectionManager.focusedKey != null;
  switch (event.key) {
    case "Enter":
      // The highlighted zone is the combobox's to choose; with none, Enter is Apply.
      if (highlighted) return false;
      closeList(state);
      box.submit();
      return true;
    case "Escape":
      // Handled when it closes the list or undoes typing; otherwise it is the embed's (a popup closes on it).
      if (state.isOpen) closeList(state);
      else if (box.edited) box.restore();
      else return false;
      return true;
    case "Tab":
      closeList(state);
      return false;
    case "ArrowDown":
    case "ArrowUp":
      if (!event.altKey) return false;
      // Alt+Down opens the list without moving; Alt+Up closes it.
      if (event.key === "ArrowUp") closeList(state);
      else if (!state.isOpen && box.matches.length > 0) state.open(null, "manual");
      return true;
    default:
      return false;
  }
}

/** Closes the list and keeps the words typed (with allowsCustomValue, the combobox does not put its choice back). */
function closeList(state: State) {
  if (state.isOpen) state.close();
}
