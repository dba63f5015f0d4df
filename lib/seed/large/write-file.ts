// `npm run generate:large -- --out <file>`: the large workspace as a seed file, written as a stream (the outbox,
// which seed files do not describe, is left out). `npm run seed` loads it; its size is what the loader is measured on.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { LargeSpec } from "./spec";
import { largeFrame, largeRecords } from "./workspace";

export async function writeLargeSeedFile(file: string, spec: LargeSpec, onRecords: (records: number) => void = () => {}): Promise<number> {
  const out = createWriteStream(file);
  let pending = "";
  let records = 0;
  const write = async (text: string) => {
    pending += text;
    if (pending.length < 1 << 20) return;
    const ok = out.write(pending);
    pending = "";
    if (!ok) await once(out, "drain");
  };
  const array = async (items: Iterable<unknown>) => {
    let first = true;
    for (const item of items) {
      await write(`${first ? "" : ",\n"}${JSON.stringify(item)}`);
      first = false;
      if (++records % 10_000 === 0) onRecords(records);
    }
  };
  const frame = largeFrame(spec);
  const streams = largeRecords(spec, frame);
  await write(`{"workspaces":[{"id":${JSON.stringify(frame.id)},"name":${JSON.stringify(frame.name)},"members":[\n`);
  for (const [i, member] of frame.members.entries()) {
    const { busyTimes: _, ...rest } = member;
    await write(`${i === 0 ? "" : ",\n"}${JSON.stringify(rest).slice(0, -1)},"busyTimes":[\n`);
    await array(streams.busyTimes(i, member));
    await write("]}");
  }
  await write('],\n"bookingLinks":[\n');
  await array(frame.bookingLinks);
  for (const [key, items] of [
    ["bookings", streams.bookings()],
    ["invites", streams.invites()],
    ["auditEvents", streams.auditEvents()],
  ] as const) {
    await write(`],\n"${key}":[\n`);
    await array(items);
  }
  out.end(`${pending}]}]}\n`);
  await once(out, "finish");
  return records;
}
