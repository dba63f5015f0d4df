// The times could not be loaded: says so (an alert) with a retry, in place of
// a skeleton that would pulse forever. The month's times column and the week.
import type { Translate } from "@/lib/i18n/translate";

export function SlotsLoadFailed({ t, onRetry, retrying }: { t: Translate; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("slotsLoadFailed")}
      </p>
      <button type="button" className="secondary-button" onClick={onRetry} disabled={retrying} aria-disabled={retrying || undefined}>
        {t("tryAgain")}
      </button>
    </div>
  );
}
