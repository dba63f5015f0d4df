"use client";
// The pages around the link form: a new link, or an existing one read fresh (its updatedAt guards the save).
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { LinkForm } from "./link-form";
import { Loading, ProblemNotice, ScreenHeading } from "./parts";
import type { Link } from "./resources";

export function NewLinkScreen() {
  const { t } = useDashboard();
  const router = useRouter();
  return (
    <section>
      <ScreenHeading title={t("dashboard.newLink")} />
      <LinkForm onSaved={() => router.push("/dashboard/links")} />
    </section>
  );
}

export function EditLinkScreen({ id }: { id: string }) {
  const { api, t } = useDashboard();
  const router = useRouter();
  const link = useQuery({
    queryKey: ["booking-links", id],
    queryFn: () => unwrap(api.GET("/v1/booking-links/{id}", { params: { path: { id } } })),
    // A form half filled must not be replaced under the member's hands.
    refetchOnWindowFocus: false,
  });
  return (
    <section>
      <ScreenHeading title={link.data ? t("dashboard.editLinkTitle", { title: link.data.title }) : t("dashboard.editLink")} />
      {link.isPending && <Loading />}
      <ProblemNotice error={link.error} />
      {link.data && <LinkForm key={link.data.updatedAt} link={link.data as Link} onSaved={() => router.push("/dashboard/links")} />}
      {link.data && <SavedPagePreview id={id} version={link.data.updatedAt} />}
    </section>
  );
}

/** The link's page as visitors see it now (as saved), in the embed's frame; the form's preview shows unsaved changes. */
function SavedPagePreview({ id, version }: { id: string; version: string }) {
  const { t } = useDashboard();
  return (
    <section aria-labelledby="saved-page-title" className="mt-8">
      <h2 id="saved-page-title" className="mb-2 text-lg font-semibold">
        {t("dashboard.savedPagePreview")}
      </h2>
      <iframe
        key={version}
        title={t("dashboard.savedPagePreview")}
        src={`/embed/${encodeURIComponent(id)}`}
        loading="lazy"
        // As embed.js frames it: a frame whose scheme differs from its page's root gets an opaque (white) canvas,
        // which showed below the page in dark mode; the embed's root declares none (app/globals.css).
        className="h-[720px] w-full rounded-lg border border-slate-200 bg-white [color-scheme:normal] dark:border-slate-700 dark:bg-slate-900"
      />
    </section>
  );
}
