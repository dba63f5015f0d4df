"use client";
// Where keyboard and screen-reader focus goes when the booking page changes
// step in place (a time chosen, "Change time"): to the new step's heading,
// which a screen reader then reads out. Not on the page's first render: a page
// just opened keeps the browser's own focus at its top.
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from "react";

// Outside a provider (the manage page's calendar) nothing takes focus on arrival.
const PageArrived = createContext<RefObject<boolean>>({ current: false });

export function StepFocusProvider({ children }: { children: ReactNode }) {
  const arrived = useRef(false);
  // Children's effects run before this one: steps rendered with the page see false, later ones true.
  useEffect(() => {
    arrived.current = true;
  }, []);
  return <PageArrived.Provider value={arrived}>{children}</PageArrived.Provider>;
}

/** Focuses the element (a heading with tabIndex={-1}) when it mounts after the page's first render. */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>) {
  const arrived = useContext(PageArrived);
  useEffect(() => {
    if (arrived.current) target.current?.focus();
  }, [arrived, target]);
}

/** A step's heading that takes focus when the step arrives. */
export function StepHeading({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </h2>
  );
}

/** Focuses the element with this id once on mount: the confirmation's heading, after the booking's post navigated there. */
export function FocusOnMount({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
    element.focus();
  }, [id]);
  return null;
}
