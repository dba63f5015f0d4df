// list_time_slots' answers, kept per link and time zone beside the slot list they were made from: the /v1
// route sends the cached list as it is, where the tool adds local times to every slot and serializes the
// result twice (text and structured content), which was most of a call's time. An entry is used only while
// the list the service answers is the same text, so it is never older than the list (lib/booking-links).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { LRUCache } from "lru-cache";
import { localIsoString } from "../availability/zoned-time";
import { preparedResult } from "./tool-result";

interface Entry {
  json: string;
  result: CallToolResult;
}

// Bounded by characters held (the list and its answer, about four times the list): some tens of MB at most.
const entries = new LRUCache<string, Entry>({
  maxSize: 8_000_000,
  sizeCalculation: (entry) => Math.max(1, entry.json.length * 4),
});

/** The tool's result for the slot list `json` (the /v1 answer) of `bookingLinkId`, with local times in `timeZone`. */
export function timeSlotsResult(bookingLinkId: string, timeZone: string, json: string): CallToolResult {
  // The answer is made from these three alone, so callers who may read the list may share it.
  const key = `${bookingLinkId}\n${timeZone}`;
  const kept = entries.get(key);
  if (kept?.json === json) return kept.result;
  const { availableSlots } = JSON.parse(json) as { availableSlots: { start: string; end: string }[] };
  const local = (instant: string) => localIsoString(timeZone, Date.parse(instant));
  const result = preparedResult({
    bookingLinkId,
    timeZone,
    availableSlots: availableSlots.map((slot) => ({ ...slot, localStart: local(slot.start), localEnd: local(slot.end) })),
  });
  entries.set(key, { json, result });
  return result;
}
