// One link of a booking page: its title, lengths and a short description, the
// whole card one plain link into /book/<id> (works without JavaScript).
import type { Translate } from "@/lib/i18n";
import { durationLabel } from "@/lib/public-booking/format";
import type { PublicPageLink } from "@/lib/public-booking/public-page";

/** About two lines of a card; the link's own page has the whole description. */
const SUMMARY_CHARACTERS = 160;

export function summaryOf(text: string | null): string | null {
  if (!text) return null;
  // One line: paragraphs and list items run on, separated by a middle dot.
  const flat = text
    .split("\n")
    .map((line) => line.replace(/^- /, "").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" · ");
  return flat.length <= SUMMARY_CHARACTERS ? flat : `${flat.slice(0, SUMMARY_CHARACTERS - 1).trimEnd()}…`;
}

export function PageLinkCard({ link, t }: { link: PublicPageLink; t: Translate }) {
  const summary = summaryOf(link.descriptionText);
  return (
    <a
      href={`/book/${encodeURIComponent(link.id)}`}
      className="group flex flex-col gap-2 rounded-lg border border-slate-200 border-l-4 border-l-[var(--brand)] p-4 hover:border-slate-400 hover:border-l-[var(--brand)] hover:bg-slate-50 dark:border-slate-700 dark:border-l-[var(--brand)] dark:hover:border-slate-500 dark:hover:border-l-[var(--brand)] dark:hover:bg-slate-800"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="text-base font-semibold text-balance group-hover:underline">{link.title}</span>
        <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
          →
        </span>
      </span>
      <span className="flex flex-wrap gap-2 text-sm text-slate-700 dark:text-slate-300">
        {link.durations.map((d) => (
          <span key={d.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">
            {durationLabel(d.minutes, t)}
          </span>
        ))}
      </span>
      {summary && <span className="text-sm text-slate-600 dark:text-slate-300">{summary}</span>}
    </a>
  );
}
