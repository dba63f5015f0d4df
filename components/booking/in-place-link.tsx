"use client";
// A real link (so the page works without JavaScript) that the page follows in
// place, without a reload, on a plain left click. Any other click is the
// browser's: cmd/ctrl-click and middle-click open a new tab, shift-click a new
// window, alt-click downloads.
import type { ComponentProps, MouseEvent } from "react";

export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function InPlaceLink({ href, onFollow, onClick, ...props }: ComponentProps<"a"> & { href: string; onFollow: () => void }) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    />
  );
}
