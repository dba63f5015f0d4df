// Reads a JSON document from a stream of text without holding it whole: the caller chooses, value by value,
// whether to descend into a container, to receive the value parsed (JSON.parse of its text alone), or to skip it.
// A seed file of a million bookings is then read one booking at a time, in memory bounded by its largest value
// received whole.

export type JsonPath = readonly (string | number)[];
/** What to do with the value at a path: look inside it, receive it parsed, or pass over it. */
export type JsonVisit = "descend" | "emit" | "skip";

export interface JsonStreamHandlers {
  /** Asked once per value. "descend" on a string, number, boolean or null receives it as "emit" would. */
  select(path: JsonPath): JsonVisit;
  /** A container descended into starts. */
  enter?(path: JsonPath, kind: "object" | "array"): void;
  /** A value selected "emit", parsed. */
  value(path: JsonPath, value: unknown): void | Promise<void>;
}

export class JsonStreamError extends Error {}

interface Frame {
  kind: "object" | "array";
  /** key: an object's key is next; colon: a colon; value: a value; next: a comma or the end. */
  expect: "key" | "colon" | "value" | "next";
  key: string | number;
  /** No member or element yet: the container may end. */
  empty: boolean;
}

interface Capture {
  path: JsonPath;
  emit: boolean;
  /** Where the value starts in the buffer. */
  start: number;
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** The value being a string, a container, or a bare word (number, true, false, null). */
  kind: "string" | "container" | "word";
  /** The capture is a key of an object, not a value. */
  isKey: boolean;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Walks the document, calling the handlers; throws JsonStreamError on text that is not one JSON value. */
export async function streamJson(chunks: AsyncIterable<string>, handlers: JsonStreamHandlers): Promise<void> {
  const scanner = new Scanner(handlers);
  for await (const chunk of chunks) await scanner.push(chunk);
  scanner.end();
}

class Scanner {
  private buffer = "";
  /** Characters dropped from the buffer's front so far: positions in errors count from the document's start. */
  private dropped = 0;
  private stack: Frame[] = [];
  private capture: Capture | null = null;
  private done = false;

  constructor(private readonly handlers: JsonStreamHandlers) {}

  async push(chunk: string): Promise<void> {
    let i = this.buffer.length;
    this.buffer += chunk;
    while (i < this.buffer.length) {
      if (this.capture) {
        const end = this.scanCapture(this.capture, i);
        if (end < 0) break;
        i = end;
        const finished = this.finishCapture(this.capture, end);
        this.capture = null;
        if (finished) await finished;
        continue;
      }
      i = this.structural(i);
    }
    this.compact();
  }

  end(): void {
    if (this.capture?.kind === "word" && this.stack.length === 0) {
      this.finishCapture(this.capture, this.buffer.length);
      this.capture = null;
    }
    if (this.capture || this.stack.length > 0 || !this.done) this.fail("the document ends early", this.buffer.length);
  }

  /** Keeps only what an unfinished capture still needs. */
  private compact(): void {
    const keep = this.capture ? this.capture.start : this.buffer.length;
    this.dropped += keep;
    this.buffer = this.buffer.slice(keep);
    if (this.capture) this.capture.start = 0;
  }

  /** One character outside any capture: punctuation, or the start of a key or value. Returns the next index. */
  private structural(i: number): number {
    const c = this.buffer.charCodeAt(i);
    if (WHITESPACE.has(c)) return i + 1;
    const frame = this.stack.at(-1);
    if (!frame) {
      if (this.done) this.fail("text after the document", i);
      this.startValue([], i);
      return this.capture ? i : i + 1;
    }
    if (frame.expect === "colon") {
      if (c !== 0x3a) this.fail("a colon was expected", i);
      frame.expect = "value";
      return i + 1;
    }
    if ((c === 0x7d && frame.kind === "object") || (c === 0x5d && frame.kind === "array")) {
      if (frame.expect !== "next" && !frame.empty) this.fail("a value was expected", i);
      this.stack.pop();
      this.afterValue();
      return i + 1;
    }
    if (frame.expect === "next") {
      if (c !== 0x2c) this.fail("a comma or the end of the container was expected", i);
      frame.expect = frame.kind === "object" ? "key" : "value";
      frame.empty = false;
      if (frame.kind === "array") frame.key = (frame.key as number) + 1;
      return i + 1;
    }
    if (frame.expect === "key") {
      if (c !== 0x22) this.fail("a key was expected", i);
      frame.empty = false;
      this.capture = { path: [], emit: true, start: i, depth: 0, inString: false, escaped: false, kind: "string", isKey: true };
      return i;
    }
    this.startValue([...this.path(), frame.key], i);
    return this.capture ? i : i + 1;
  }

  private path(): (string | number)[] {
    return this.stack.slice(0, -1).map((f) => f.key);
  }

  /** A value starts at i: descends into it, or starts capturing it. */
  private startValue(path: JsonPath, i: number): void {
    const c = this.buffer.charCodeAt(i);
    const container = c === 0x7b || c === 0x5b;
    const visit = this.handlers.select(path);
    const frame = this.stack.at(-1);
    if (frame) frame.empty = false;
    if (visit === "descend" && container) {
      const kind = c === 0x7b ? "object" : "array";
      this.handlers.enter?.(path, kind);
      this.stack.push({ kind, expect: kind === "object" ? "key" : "value", key: kind === "object" ? "" : 0, empty: true });
      return;
    }
    const kind = container ? "container" : c === 0x22 ? "string" : "word";
    this.capture = { path, emit: visit !== "skip", start: i, depth: 0, inString: false, escaped: false, kind, isKey: false };
  }

  /** Scans a captured value from i; returns the index just past its end, or -1 when the buffer ends first. */
  private scanCapture(cap: Capture, from: number): number {
    const text = this.buffer;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (cap.kind === "word") {
        if (WHITESPACE.has(c) || c === 0x2c || c === 0x7d || c === 0x5d) return i;
        continue;
      }
      if (cap.inString) {
        if (cap.escaped) cap.escaped = false;
        else if (c === 0x5c) cap.escaped = true;
        else if (c === 0x22) {
          cap.inString = false;
          if (cap.kind === "string") return i + 1;
        }
        continue;
      }
      if (c === 0x22) cap.inString = true;
      else if (c === 0x7b || c === 0x5b) cap.depth++;
      else if (c === 0x7d || c === 0x5d) {
        cap.depth--;
        if (cap.depth === 0) return i + 1;
      }
    }
    return -1;
  }

  /** The capture ends at end: a key is noted; a value is parsed and handed over when emitted. */
  private finishCapture(cap: Capture, end: number): void | Promise<void> {
    const frame = this.stack.at(-1);
    if (cap.isKey) {
      frame!.key = this.parse(cap.start, end) as string;
      frame!.expect = "colon";
      return;
    }
    const result = cap.emit ? this.handlers.value(cap.path, this.parse(cap.start, end)) : undefined;
    this.afterValue();
    return result;
  }

  private afterValue(): void {
    const frame = this.stack.at(-1);
    if (frame) frame.expect = "next";
    else this.done = true;
  }

  private parse(start: number, end: number): unknown {
    try {
      return JSON.parse(this.buffer.slice(start, end));
    } catch (error) {
      return this.fail((error as Error).message, start);
    }
  }

  private fail(message: string, at: number): never {
    throw new JsonStreamError(`not valid JSON near character ${this.dropped + at}: ${message}`);
  }
}
