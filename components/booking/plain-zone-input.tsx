"use client";
// The zone field as the server renders it and the page first runs it: a plain
// input named tz in the field's GET form, which also works without JavaScript
// (the server reads the words). The visitor reaching for it (the pointer over
// it, a touch, focus, a key) asks for the combobox that replaces it
// (use-lazy-zone-combobox). Until that arrives the words typed here are the
// field's, Enter is Apply and Escape undoes typing; what the combobox would do
// with a press or an arrow key is handed to it, with the focus and the caret.
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from "react";
import { listedTimeZone } from "@/lib/public-booking/time-zone-names";
import type { ZoneCombobox } from "./hooks/use-zone-combobox";
import { handOver, type ZoneHandoff } from "./zone-handoff";

interface Props {
  id: string;
  box: ZoneCombobox;
  handoff: ZoneHandoff;
  describedBy: string;
  label: string;
  placeholder: string;
  reach: () => void;
}

export function PlainZoneInput({ id, box, handoff, describedBy, label, placeholder, reach }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: focused before the page's script ran, it gets no focus event.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) reach();
  }, []);
  // Read as the input is removed, for the combobox's input that takes its place.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element) handOver(element, handoff);
    };
  }, [handoff]);
  return (
    <>
      <label htmlFor={id} className="col-span-2 text-sm font-medium">
        {label}
      </label>
      {/* The attributes react-aria's input has, so the field reads the same before and after it arrives. */}
      <input
        ref={input}
        id={id}
        type="text"
        name="tz"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-invalid={box.noMatch || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        className="field-input min-w-0"
        value={box.text}
        onPointerEnter={reach}
        onTouchStart={reach}
        // A press opens the list: said at its start too, as the combobox may take the input's place before its click.
        onPointerDown={() => {
          handoff.intent = "click";
        }}
        onClick={() => {
          handoff.intent = "click";
        }}
        onFocus={(event) => {
          reach();
          box.load();
          event.target.select();
        }}
        onChange={(event) => {
          handoff.intent = listedTimeZone(event.target.value) ? undefined : "typing";
          box.type(event.target.value);
        }}
        onKeyDown={(event) => {
          reach();
          handleKey(event, box, handoff);
        }}
      />
    </>
  );
}

/** The keys that mean something before the combobox is there; Enter submits the form (Apply). */
function handleKey(event: KeyboardEvent<HTMLInputElement>, box: ZoneCombobox, handoff: ZoneHandoff) {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    // The list's keys: kept for the combobox, and the caret stays where it is.
    event.preventDefault();
    handoff.keys.push({ key: event.key, altKey: event.altKey });
  } else if (event.key === "Escape" && box.edited) {
    // As the combobox does with its list closed; with nothing typed, Escape is the page's (an embed's popup closes on it).
    box.restore();
    event.preventDefault();
    event.stopPropagation();
  }
}
