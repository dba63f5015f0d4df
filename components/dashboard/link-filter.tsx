"use client";
// The Bookings screen's link filter and its rows' link titles. A team may have thousands of links: the filter
// searches them by title (GET /v1/booking-links?search=, a page of matches) and the rows read only their own links,
// where a list of the first 100 links left the rest out of both.
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { type Link, organizerName } from "./resources";
import { input, muted } from "./styles";

const MATCHES = 20;
/** How long the words must rest before they are searched: one search for a word typed, not one per key. */
const SETTLE_MS = 250;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The link filter: type a few letters of a title, pick the link; an empty field is any link. */
export function LinkFilter({ linkId, onChange }: { linkId: string; onChange: (linkId: string) => void }) {
  const { api, t } = useDashboard();
  const [text, setText] = useState("");
  const search = useSettled(text.trim(), SETTLE_MS);
  // Matches for other words than those in the field: kept in view, dimmed, until the new ones are read.
  const stale = search !== text.trim();
  const matches = useQuery({
    queryKey: ["booking-links", "search", search],
    queryFn: () => unwrap(api.GET("/v1/booking-links", { params: { query: { pageSize: MATCHES, ...(search ? { search } : {}) } } })),
    // The matches shown stay while the next words' load: the list never empties between keys.
    placeholderData: keepPreviousData,
  });
  return (
    <ComboBox<Link>
      className="flex flex-col gap-1 text-sm font-medium"
      items={matches.data?.data ?? []}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (value.trim() === "" && linkId) onChange("");
      }}
      selectedKey={linkId || null}
      // Both the words and the choice are held here, so a choice writes its title into the field itself.
      onSelectionChange={(key) => {
        const chosen = matches.data?.data.find((link) => link.id === key);
        if (!chosen) return;
        setText(chosen.title);
        onChange(chosen.id);
      }}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label>{t("dashboard.filterLink")}</Label>
      <div className="relative">
        <Input className={`${input} pr-11`} placeholder={t("dashboard.any")} />
        <Button
          aria-label={t("dashboard.showLinks")}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-700 dark:text-slate-300"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover
        data-theme="auto"
        offset={4}
        className="w-(--trigger-width) rounded-md border border-slate-400 bg-white shadow-lg dark:border-slate-500 dark:bg-slate-900"
      >
        <ListBox<Link>
          aria-busy={stale || matches.isPlaceholderData}
          className={`max-h-72 overflow-y-auto p-1 outline-none ${stale || matches.isPlaceholderData ? "opacity-60" : ""}`}
          // "No link" only once these words' matches are read: an empty list while they load is not an answer.
          renderEmptyState={() => (
            <p className={`px-3 py-2 ${muted}`}>{t(stale || matches.isFetching ? "dashboard.loading" : "dashboard.noLinkMatches")}</p>
          )}
        >
          {(link) => (
            <ListBoxItem
              id={link.id}
              textValue={link.title}
              className="flex min-h-11 cursor-default flex-col justify-center rounded px-3 py-1 text-slate-900 outline-none data-focused:bg-slate-100 data-selected:font-semibold dark:text-slate-100 dark:data-focused:bg-slate-800"
            >
              <span className="truncate">{link.title}</span>
              <span className="truncate text-xs font-normal text-slate-700 dark:text-slate-300">{organizerName(link)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The titles of the links the bookings shown were made with, each link read once and kept. */
export function useLinkTitles(linkIds: string[]): Map<string, string> {
  const { api } = useDashboard();
  return useQueries({
    queries: [...new Set(linkIds)].map((id) => ({
      queryKey: ["booking-links", "one", id],
      queryFn: () => unwrap(api.GET("/v1/booking-links/{id}", { params: { path: { id } } })),
      staleTime: 60_000,
    })),
    combine: (results) => new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data.title] as const] : []))),
  });
}
