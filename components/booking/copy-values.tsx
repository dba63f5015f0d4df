// The booking page's values for the page cache, in its own markup (lib/public-booking/copy-values.ts: why).
import { COPY_VALUES_ID, FIRST_SLOT_ATTRIBUTE, KEY_ATTRIBUTE } from "@/lib/public-booking/copy-values";

export function CopyValuesElement({ idempotencyKey, firstOfferedSlot }: { idempotencyKey?: string; firstOfferedSlot?: string }) {
  const attributes = { [KEY_ATTRIBUTE]: idempotencyKey ?? "", [FIRST_SLOT_ATTRIBUTE]: firstOfferedSlot ?? "" };
  return <template id={COPY_VALUES_ID} {...attributes} />;
}
