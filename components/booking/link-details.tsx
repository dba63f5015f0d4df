// The link's public face: cover, title, hosts, durations, locations and the
// sanitised description. Renders on the server; no interactivity.
import { preload } from "react-dom";
import type { Translate } from "@/lib/i18n";
import { durationLabel } from "@/lib/public-booking/format";
import type { PublicLink } from "@/lib/public-booking/public-link";

// Shared with the link's preview image (lib/public-booking/link-preview.ts); the booking page's steps import it from here.
export { durationLabel };

export function LinkDetails({ link, t }: { link: PublicLink; t: Translate }) {
  const hostNames = link.hosts.map((h) => h.name);
  // The cover is usually the largest thing on the page: ask for it with the HTML.
  if (link.branding.coverImageUrl) preload(link.branding.coverImageUrl, { as: "image", fetchPriority: "high" });
  return (
    <section aria-labelledby="link-title" className="flex flex-col gap-4">
      {link.branding.coverImageUrl && (
        // biome-ignore lint/performance/noImgElement: cover images are any http(s) address from the team's settings, which next/image's optimizer would have to allow host by host; preloaded above, they cost no extra round trip.
        <img src={link.branding.coverImageUrl} alt="" fetchPriority="high" className="h-28 w-full rounded-lg object-cover" />
      )}
      {/* Side by side, not stacked: an overlapping avatar hides part of the one under it (a face, an initial). */}
      <div className="flex flex-wrap gap-2" data-testid="host-avatars" aria-hidden="true">
        {link.hosts.map((host) =>
          host.image ? (
            // biome-ignore lint/performance/noImgElement: as for the cover, host pictures are any address from the hosts' profiles.
            <img
              key={host.name}
              src={host.image}
              alt=""
              loading="lazy"
              width={40}
              height={40}
              className="h-10 w-10 rounded-full border-2 border-white bg-slate-200 dark:border-slate-900"
            />
          ) : (
            <span
              key={host.name}
              className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-white bg-slate-200 text-sm font-semibold text-slate-700 dark:border-slate-900"
            >
              {host.name.slice(0, 1)}
            </span>
          ),
        )}
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("withHosts", { hosts: hostNames })}</p>
        <h1 id="link-title" className="text-2xl font-semibold text-balance">
          {link.title}
        </h1>
      </div>
      <dl className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex gap-2">
          <dt className="font-medium">{t("duration")}:</dt>
          <dd>{link.durations.map((d) => durationLabel(d.minutes, t)).join(" · ")}</dd>
        </div>
        {link.locations.length > 0 && (
          <div className="flex gap-2">
            <dt className="font-medium">{t("location")}:</dt>
            <dd>{link.locations.map((l) => l.location).join(", ")}</dd>
          </div>
        )}
      </dl>
      {link.descriptionHtml && (
        <div
          className="prose-sm max-w-none text-sm leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist (lib/public-booking/server/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: link.descriptionHtml }}
        />
      )}
    </section>
  );
}
