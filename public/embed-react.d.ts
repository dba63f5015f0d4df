// Types of public/embed-react.js: the component's props and the events it passes on (docs/booking-app.md).
import type { CSSProperties, ReactNode, RefObject } from "react";

export type SchedulingEmbedEvent =
  | { type: "ready"; detail: Record<string, never> }
  | { type: "slots-loaded"; detail: { month: string; days: number } }
  | { type: "slots-failed"; detail: { month: string } }
  | { type: "link-failed"; detail: { code: "NOT_FOUND" | "UNAVAILABLE" } }
  | { type: "date-selected"; detail: { date: string } }
  | { type: "slot-selected"; detail: { start: string } }
  | { type: "booking-succeeded"; detail: { bookingId: string; start: string; end: string } }
  | { type: "booking-failed"; detail: { code: string } }
  | { type: "booking-cancelled"; detail: { bookingId: string; start: string; end: string } }
  | { type: "booking-rescheduled"; detail: { bookingId: string; previousBookingId: string; start: string; end: string } };

export interface SchedulingEmbedInstance {
  open(): void;
  close(): void;
  update(changes: {
    theme?: "light" | "dark" | "auto";
    brandColor?: string;
    prefill?: Record<string, string | string[]>;
    hideDetails?: boolean;
    forwardQueryParams?: boolean;
  }): void;
  destroy(): void;
}

export interface SchedulingEmbedProps {
  /** The app's embed.js, e.g. "https://book.example.com/embed.js". */
  src: string;
  link: string;
  mode?: "inline" | "popup" | "floating-button";
  theme?: "light" | "dark" | "auto";
  /** #rrggbb */
  brandColor?: string;
  hideDetails?: boolean;
  transparent?: boolean;
  prefill?: Record<string, string | string[]>;
  /** Passes this page's utm_source, utm_medium, utm_campaign, utm_term and utm_content on to the booking (its attribution). */
  forwardQueryParams?: boolean;
  title?: string;
  /** The floating button's text (default: the link's "Book a meeting" in its language). */
  text?: string;
  onEvent?: (event: SchedulingEmbedEvent) => void;
  /** Receives the embed's instance (open, close, update, destroy) once it exists. */
  instanceRef?: RefObject<SchedulingEmbedInstance | null>;
  className?: string;
  style?: CSSProperties;
  /** A popup's button content. */
  children?: ReactNode;
}

export declare function SchedulingEmbed(props: SchedulingEmbedProps): ReactNode;
