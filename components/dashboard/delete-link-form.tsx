"use client";
// Deleting a link, after saying what happens: its page stops answering, its bookings stay and can still be
// cancelled, none can be moved onto it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { dangerButton, ProblemNotice, secondaryButton } from "./parts";
import type { Link } from "./resources";

export function DeleteLinkForm({ link, onClose }: { link: Link; onClose: () => void }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const remove = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/booking-links/delete", { body: { bookingLinkId: link.id } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["booking-links"] }),
  });
  return (
    <fieldset className="mt-3 flex flex-col gap-2 rounded-md border border-red-300 p-3 dark:border-red-700">
      <legend className="px-1 text-sm font-semibold">{t("dashboard.deleteLinkTitle", { title: link.title })}</legend>
      <p className="text-sm">{t("dashboard.deleteLinkConsequences")}</p>
      <div className="flex flex-wrap gap-2">
        {/* biome-ignore lint/a11y/noAutofocus: the choice the member just opened */}
        <button type="button" className={dangerButton} disabled={remove.isPending} onClick={() => remove.mutate()} autoFocus>
          {t("dashboard.confirmDeleteLink")}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("dashboard.keep")}
        </button>
      </div>
      <ProblemNotice error={remove.error} />
    </fieldset>
  );
}
