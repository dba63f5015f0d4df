"use client";
// The /v1 resources as the dashboard's screens hold them (the generated types of the OpenAPI document), and the
// reads several screens share.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { components } from "@/lib/api-client";
import { allPages, PICKER_PAGE_SIZE } from "@/lib/contract/all-pages";
import { unwrap } from "@/lib/dashboard/api";
import { useCan, useDashboard } from "./context";

export type Link = components["schemas"]["BookingLink"];
export type Booking = components["schemas"]["Booking"];
export type Membership = components["schemas"]["Membership"];
export type Schedule = components["schemas"]["Schedule"] & { overrides?: { date: string; ranges: { start: string; end: string }[] }[] };

/** The link's organizer: the owner, who is listed first among its hosts. */
export const organizerName = (link: Link) => (link.hosts.find((host) => host.isOrganizer) ?? link.hosts[0])?.user.name ?? "";

export const LINKS_PAGE_SIZE = 100;

/**
 * A page of the links the member may change, deleted ones left out: their own, or everyone's for those /v1 lets
 * change others' (OWNER, ADMIN). The service keeps them (a team may have thousands), in their page's order.
 */
export function useLinks(page = 1) {
  const { api, me } = useDashboard();
  const everyone = useCan("manageOthers");
  const query = { page, pageSize: LINKS_PAGE_SIZE, deleted: false, ...(everyone ? {} : { userId: me.user.id }) };
  return useQuery({
    queryKey: ["booking-links", "changeable", query],
    queryFn: () => unwrap(api.GET("/v1/booking-links", { params: { query } })),
    // The page shown stays while the next loads: no blank between pages.
    placeholderData: keepPreviousData,
    select: (answer) => ({ ...answer, data: [...answer.data].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title)) }),
  });
}

/** Every member of the team, for pickers and names (all pages: a large team does not fit on one). */
export function useMembers(enabled = true) {
  const { api } = useDashboard();
  return useQuery({
    queryKey: ["memberships", "all"],
    queryFn: () => allPages((page) => unwrap(api.GET("/v1/memberships", { params: { query: { page, pageSize: PICKER_PAGE_SIZE } } }))),
    enabled,
  });
}
