// The /v1 lists measured on the large workspace (npm run generate:large, anchor 2026-03-01): each filter, the
// first page and a deep one. Ids follow the generator's naming (lib/seed/large/frame.ts). `url` is the request
// bench/explain-lists.ts plans; `vary(i, set)` gives the i-th request of a load run, a distinct URL where the list
// has more than one (another filter value or page), so that no run measures one query's cached pages alone, and
// within the set the server holds: on a tenth of the set a deep page is as far into its smaller lists.

import { largeSpec } from "../lib/seed/large/spec";

export interface ListCase {
  name: string;
  url: string;
  /** The i-th request on a set of this size (a tenth on the embedded database): pages and ids that exist in it. */
  vary?: (i: number, set: SetSize) => string;
  /** Whose key asks: member i of the workspace (the owner, 0, unless said); it may change per request. */
  member?: number | ((i: number, set: SetSize) => number);
}

/** What the requests of a run may name: the counts of the set the list server holds (lib/seed/large/spec.ts). */
export interface SetSize {
  scale: number;
  members: number;
  bookingLinks: number;
}

export function setSize(scale: number): SetSize {
  const { members, bookingLinks } = largeSpec({ scale });
  return { scale, members, bookingLinks };
}

const pad = (n: number, digits: number) => String(n).padStart(digits, "0");
/** A page of a list whose size scales with the set: page `page` of the full set, as far into the smaller one. */
const scaled = (page: number, set: SetSize) => Math.max(1, Math.round(page * set.scale));
/** Spreads i over [from, from + span) in a scattered order, the same for the same i. */
const spread = (i: number, from: number, span: number) => from + ((i * 7_919) % span);
/** A MEMBER of the workspace: past its admins (11 at scale 1), among the members the set has (20 at least). */
const aMember = (i: number, set: SetSize) => spread(i, 12, Math.min(38, set.members - 12));
const STATUSES = ["CONFIRMED", "PENDING", "CANCELLED", "DECLINED"];
const CATEGORIES = ["SECURITY", "BOOKING_LINKS", "ACCESS_CONTROL", "CALENDARS", "API_KEYS"];
const week = (i: number) => {
  const from = Date.UTC(2026, 2, 2) + (spread(i, 0, 100) - 50) * 7 * 86_400_000;
  return `startFrom=${new Date(from).toISOString()}&startTo=${new Date(from + 7 * 86_400_000).toISOString()}`;
};
const month = (i: number) => {
  const m = spread(i, 0, 24);
  const [year, index] = [2024 + Math.floor((m + 2) / 12), (m + 2) % 12];
  return `dateFrom=${year}-${pad(index + 1, 2)}-01&dateTo=${year}-${pad(index + 1, 2)}-28`;
};

export const LIST_CASES: ListCase[] = [
  { name: "bookings", url: "/v1/bookings" },
  {
    name: "bookings, deep page",
    url: "/v1/bookings?page=5000",
    vary: (i, set) => `/v1/bookings?page=${scaled(spread(i, 1_000, 9_000), set)}`,
  },
  {
    name: "bookings of a link",
    url: "/v1/bookings?bookingLinkId=bl_lg_00001",
    vary: (i, set) => `/v1/bookings?bookingLinkId=bl_lg_${pad(spread(i, 0, set.bookingLinks), 5)}`,
  },
  {
    name: "bookings of a collective link",
    url: "/v1/bookings?bookingLinkId=bl_lg_00000",
    vary: (i, set) => `/v1/bookings?bookingLinkId=bl_lg_${pad(5 * spread(i, 0, set.bookingLinks / 5), 5)}`,
  },
  {
    name: "bookings of a host",
    url: "/v1/bookings?hostUserId=usr_lg_0042",
    vary: (i, set) => `/v1/bookings?hostUserId=usr_lg_${pad(spread(i, 0, set.members), 4)}`,
  },
  {
    name: "bookings of a host, deep page",
    url: "/v1/bookings?hostUserId=usr_lg_0042&page=50",
    vary: (i, set) => `/v1/bookings?hostUserId=usr_lg_${pad(spread(i, 0, set.members), 4)}&page=${scaled(spread(i, 20, 40), set)}`,
  },
  { name: "bookings by status", url: "/v1/bookings?status=PENDING", vary: (i) => `/v1/bookings?status=${STATUSES[i % 4]}` },
  {
    name: "bookings by status, deep page",
    url: "/v1/bookings?status=CONFIRMED&page=4000",
    vary: (i, set) => `/v1/bookings?status=CONFIRMED&page=${scaled(spread(i, 1_000, 6_000), set)}`,
  },
  { name: "bookings in a week", url: `/v1/bookings?${week(0)}`, vary: (i) => `/v1/bookings?${week(i)}` },
  {
    name: "bookings of an attendee",
    url: "/v1/bookings?attendeeEmail=guest42@example.test",
    vary: (i, set) => `/v1/bookings?attendeeEmail=guest${spread(i, 0, Math.round(200_000 * set.scale))}@example.test`,
  },
  { name: "bookings a member sees", url: "/v1/bookings", member: aMember },
  {
    name: "bookings a member sees, deep page",
    url: "/v1/bookings?page=30",
    vary: (i, set) => `/v1/bookings?page=${scaled(spread(i, 10, 50), set)}`,
    member: aMember,
  },
  { name: "memberships", url: "/v1/memberships" },
  {
    name: "memberships, last page",
    url: "/v1/memberships?page=5",
    vary: (_, set) => `/v1/memberships?page=${Math.ceil(set.members / 100)}`,
  },
  { name: "invites", url: "/v1/invites" },
  { name: "invites, deep page", url: "/v1/invites?page=150", vary: (i, set) => `/v1/invites?page=${scaled(spread(i, 20, 180), set)}` },
  {
    name: "invites by status",
    url: "/v1/invites?status=PENDING",
    vary: (i) => `/v1/invites?status=${STATUSES[i % 4] === "CONFIRMED" ? "ACCEPTED" : STATUSES[i % 4]}`,
  },
  { name: "audit logs", url: "/v1/audit-logs" },
  {
    name: "audit logs, deep page",
    url: "/v1/audit-logs?page=1500",
    vary: (i, set) => `/v1/audit-logs?page=${scaled(spread(i, 200, 1_800), set)}`,
  },
  {
    name: "audit logs by category",
    url: "/v1/audit-logs?category=ACCESS_CONTROL",
    vary: (i) => `/v1/audit-logs?category=${CATEGORIES[i % 5]}`,
  },
  {
    name: "audit logs of an actor",
    url: "/v1/audit-logs?actorUserId=usr_lg_0042",
    vary: (i, set) => `/v1/audit-logs?actorUserId=usr_lg_${pad(spread(i, 0, set.members), 4)}`,
  },
  { name: "audit logs in a month", url: `/v1/audit-logs?${month(0)}`, vary: (i) => `/v1/audit-logs?${month(i)}` },
  {
    name: "audit logs by category in a month",
    url: `/v1/audit-logs?category=SECURITY&${month(0)}`,
    vary: (i) => `/v1/audit-logs?category=${CATEGORIES[i % 5]}&${month(i)}`,
  },
  { name: "webhooks", url: "/v1/webhooks" },
  { name: "webhook deliveries", url: "/v1/webhooks/wh_lg_0/deliveries", vary: (i) => `/v1/webhooks/wh_lg_${i % 5}/deliveries` },
  {
    name: "webhook deliveries, deep page",
    url: "/v1/webhooks/wh_lg_0/deliveries?page=30",
    vary: (i, set) => `/v1/webhooks/wh_lg_0/deliveries?page=${scaled(spread(i, 10, 25), set)}`,
  },
  { name: "booking links", url: "/v1/booking-links" },
  {
    name: "booking links, last page",
    url: "/v1/booking-links?page=20",
    vary: (i, set) => `/v1/booking-links?page=${scaled(spread(i, 10, 11), set)}`,
  },
  {
    name: "booking links of a page, listed",
    url: "/v1/booking-links?bookingPageId=bp_usr_lg_0042&listed=true",
    vary: (i, set) => `/v1/booking-links?bookingPageId=bp_usr_lg_${pad(spread(i, 0, set.members), 4)}&listed=true`,
  },
  { name: "booking pages", url: "/v1/booking-pages" },
  { name: "schedules", url: "/v1/schedules" },
  { name: "api keys", url: "/v1/api-keys?all=true" },
  { name: "calendar feeds", url: "/v1/calendar-feeds" },
  { name: "calendars", url: "/v1/calendars" },
];

/** The key of a case's i-th request. */
export const memberOf = (c: ListCase, i: number, set: SetSize = setSize(1)) =>
  typeof c.member === "function" ? c.member(i, set) : (c.member ?? 0);
