"use client";
// Booking links: the member's own (every member's for OWNER and ADMIN, as /v1 lets them change those), in their
// page's order; on or off, Copy ID and copy the address, move up or down, edit, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { DeleteLinkForm } from "./delete-link-form";
import { button, CopyButton, card, Loading, muted, Pager, ProblemNotice, ScreenHeading, secondaryButton } from "./parts";
import { LINKS_PAGE_SIZE, type Link, organizerName, useLinks } from "./resources";

export function LinksScreen() {
  const { t } = useDashboard();
  const [page, setPage] = useState(1);
  const links = useLinks(page);
  const shown = links.data?.data ?? [];
  return (
    <section>
      <ScreenHeading title={t("dashboard.linksTitle")}>
        <a href="/dashboard/links/new" className={button}>
          {t("dashboard.newLink")}
        </a>
      </ScreenHeading>
      {links.isPending && <Loading />}
      <ProblemNotice error={links.error} />
      {links.data?.total === 0 && <p className="py-6">{t("dashboard.noLinks")}</p>}
      <ol className="flex flex-col gap-3" aria-busy={links.isPlaceholderData} data-testid="link-list">
        {shown.map((link, index) => (
          <LinkRow key={link.id} link={link} above={shown[index - 1]} below={shown[index + 1]} />
        ))}
      </ol>
      {links.data && (
        <div className="mt-4">
          <Pager page={page} pageSize={LINKS_PAGE_SIZE} total={links.data.total} onPage={setPage} />
        </div>
      )}
    </section>
  );
}

function LinkRow({ link, above, below }: { link: Link; above?: Link; below?: Link }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const address = `${typeof window === "undefined" ? "" : window.location.origin}/book/${link.id}`;
  const update = useMutation({
    mutationFn: (changes: { link: Link; fields: Record<string, unknown> }[]) =>
      Promise.all(
        changes.map(({ link: target, fields }) =>
          unwrap(
            api.POST("/v1/booking-links/update", { body: { bookingLinkId: target.id, updatedAt: target.updatedAt, ...fields } as never }),
          ),
        ),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: ["booking-links"] }),
  });
  // Swapping positions; equal positions (the seed's) are told apart by the list's order.
  const swap = (other: Link, direction: -1 | 1) => {
    const mine = other.position === link.position ? link.position + direction : other.position;
    update.mutate([
      { link, fields: { position: Math.max(0, mine) } },
      { link: other, fields: { position: link.position } },
    ]);
  };
  const enabled = link.status === "ENABLED";
  const durations = link.bookingDurations.map((duration) => t("dashboard.minutes", { count: duration.durationInMinutes })).join(", ");
  return (
    <li className={card} data-testid="link-row" data-link-id={link.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{link.title}</h2>
          <p className={muted}>
            {durations} · {organizerName(link)}
            {link.isPrivate && ` · ${t("dashboard.private")}`}
          </p>
          <a className="text-sm break-all text-sky-800 underline underline-offset-2 dark:text-sky-300" href={`/book/${link.id}`}>
            {address}
          </a>
        </div>
        <StatusSwitch
          enabled={enabled}
          disabled={update.isPending}
          onToggle={() => update.mutate([{ link, fields: { status: enabled ? "DISABLED" : "ENABLED" } }])}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={`/dashboard/links/${link.id}`} className={secondaryButton}>
          {t("dashboard.edit")}
        </a>
        <CopyButton text={link.id} label={t("dashboard.copyId")} />
        <CopyButton text={address} label={t("dashboard.copyLink")} />
        <button
          type="button"
          className={secondaryButton}
          disabled={!above || update.isPending}
          onClick={() => above && swap(above, -1)}
          aria-label={t("dashboard.moveUp", { title: link.title })}
        >
          ↑
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!below || update.isPending}
          onClick={() => below && swap(below, 1)}
          aria-label={t("dashboard.moveDown", { title: link.title })}
        >
          ↓
        </button>
        <button type="button" className={secondaryButton} onClick={() => setDeleting(true)}>
          {t("dashboard.delete")}
        </button>
      </div>
      {deleting && <DeleteLinkForm link={link} onClose={() => setDeleting(false)} />}
      <ProblemNotice error={update.error} />
    </li>
  );
}

function StatusSwitch({ enabled, disabled, onToggle }: { enabled: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useDashboard();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      disabled={disabled}
      onClick={onToggle}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-400 px-3 text-sm font-medium dark:border-slate-500"
    >
      <span
        aria-hidden="true"
        className={`flex h-6 w-10 items-center rounded-full p-0.5 ${enabled ? "justify-end bg-emerald-700" : "justify-start bg-slate-400 dark:bg-slate-600"}`}
      >
        <span className="h-5 w-5 rounded-full bg-white" />
      </span>
      {t("dashboard.takingBookings")}
    </button>
  );
}
