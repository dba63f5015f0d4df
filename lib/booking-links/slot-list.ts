// One cached list of a link's slot starts, and the answers written from it.

/**
 * Slot starts in order, 8 bytes each; their JSON is written on demand. Keeping
 * every slot pre-written cost about 200 bytes a slot (V8 builds each
 * JSON.stringify result from several string pieces), which a few long ranges
 * turned into tens of megabytes.
 */
export class SlotList {
  readonly starts: Float64Array;
  private readonly durationMs: number;
  private last?: { from: number; to: number; json: string };

  constructor(
    slots: readonly { start: number; end: number }[],
    readonly computedAt: number,
    /** When the first reservation the list counted as busy expires. */
    readonly heldUntil: number,
    /** The stamp of the link it was computed from, for serving it while the link's edits are read (booking-link-reads). */
    readonly linkStamp = "",
  ) {
    this.starts = Float64Array.from(slots, (s) => s.start);
    // Every slot of a list has the list's duration.
    this.durationMs = slots.length > 0 ? slots[0]!.end - slots[0]!.start : 0;
  }

  /**
   * The memory the list holds: its starts and the answer it keeps (one byte a character: the JSON is ASCII).
   * In a month-long list the answer is ~9 times the starts, so a bound on starts alone left most of it uncounted.
   */
  get bytes(): number {
    return this.starts.byteLength + (this.last?.json.length ?? 0);
  }

  /** The response body for the slots starting within [from, to]; the last answer is kept, as most requests repeat it. */
  json(from: number, to: number): string {
    const first = firstIndexAbove(this.starts, from - 1);
    const end = firstIndexAbove(this.starts, to);
    if (this.last?.from !== first || this.last.to !== end) {
      const parts: string[] = [];
      for (let i = first; i < end; i++) {
        const start = this.starts[i]!;
        parts.push(`{"start":"${new Date(start).toISOString()}","end":"${new Date(start + this.durationMs).toISOString()}"}`);
      }
      this.last = { from: first, to: end, json: `{"availableSlots":[${parts.join(",")}]}` };
    }
    return this.last.json;
  }
}

/** Index of the first element greater than `value` in an ascending array. */
function firstIndexAbove(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! > value) high = middle;
    else low = middle + 1;
  }
  return low;
}
