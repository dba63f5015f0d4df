// Samples what a booking page shows while it loads, for the first-paint
// test (booking-first-paint.spec.ts) and benchmark (bench/first-paint.ts):
// from each document's first node on, at every mutation and every frame, the
// zone the page names, the times it shows (text and UTC start) and its
// skeletons, in every document and frame of the visit.
import type { BrowserContext, Page } from "playwright-core";

export interface Sample {
  url: string;
  at: number;
  /** The zone picker's value: the zone the page says its times are in. */
  zone: string | null;
  /** Each shown time's text and the UTC start its link carries. */
  times: [string, string][];
  skeletons: number;
}

/** Runs in every document of the visit from its first node: records what the page shows whenever it changes. */
function sampleTheBookingView() {
  let last = "";
  const read = () => {
    if (!/\/(book|embed)\//.test(location.pathname)) return;
    const field = document.querySelector<HTMLInputElement>('input[name="tz"][role="combobox"]');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('section[aria-labelledby="slots-title"] a')];
    const view = {
      zone: field ? field.value : null,
      // Read from the link's name, which says the time it shows: attributes come whole with the element, while the
      // parser may have given a link only part of its text so far ("3" of "3:00 PM").
      times: links.map((a) => [
        /\d{1,2}:\d\d(\s*[AP]M)?/i.exec(a.getAttribute("aria-label") ?? "")?.[0] ?? "",
        new URL(a.href).searchParams.get("slot") ?? "",
      ]),
      skeletons: document.querySelectorAll(".skeleton").length,
    };
    const key = JSON.stringify(view);
    if (key === last) return;
    last = key;
    (window as unknown as { recordSample: (s: unknown) => void }).recordSample({
      url: location.href,
      at: performance.timeOrigin + performance.now(),
      ...view,
    });
  };
  new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  // Also once per frame, just before it paints: a field's value changes without a mutation.
  const everyFrame = () => {
    read();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

export async function sampledVisitor(context: BrowserContext) {
  const samples: Sample[] = [];
  await context.exposeBinding("recordSample", (_source, sample: Sample) => void samples.push(sample));
  // As source text, with the `__name` helper that tsx (the benchmark's runner) adds to named functions defined.
  await context.addInitScript({ content: `var __name = (f) => f; (${sampleTheBookingView.toString()})();` });
  return samples;
}

/** A phone on a slow network: 4× slower CPU, 150 ms latency (as the benchmark in docs/benchmarks.md). */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Minutes after midnight of a shown time ("9:30 AM", "21:30"). */
export function minutesOf(text: string): number {
  const [, h, m, half] = /(\d{1,2}):(\d\d)\s*([AP]M)?/i.exec(text) ?? [];
  const hour = (Number(h) % (half ? 12 : 24)) + (half?.toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(m);
}

export function minutesIn(zone: string, instant: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part("hour") * 60 + part("minute");
}

/** What the samples show that a visitor must never see, in words (empty when nothing). */
export function wrongViews(samples: Sample[], visitorZone: string): string[] {
  const wrong: string[] = [];
  let shown = false;
  for (const sample of [...samples].sort((a, b) => a.at - b.at)) {
    const mislabelled = sample.times.filter(([text, start]) => sample.zone && minutesOf(text) !== minutesIn(sample.zone, start));
    if (sample.times.length && sample.zone !== visitorZone) wrong.push(`times shown in ${sample.zone} (${sample.url})`);
    if (mislabelled.length) wrong.push(`times not in the labelled zone ${sample.zone}: ${mislabelled.map(([t]) => t).join(", ")}`);
    if (shown && (sample.times.length === 0 || sample.skeletons > 0)) wrong.push(`times blanked after shown (${sample.url})`);
    shown ||= sample.times.length > 0;
  }
  return wrong;
}

/** When the visitor first saw times in their zone that match it (epoch ms), if they did. */
export function firstCorrectTimes(samples: Sample[], visitorZone: string): number | undefined {
  const correct = samples.filter(
    (s) =>
      s.times.length > 0 && s.zone === visitorZone && s.times.every(([text, start]) => minutesOf(text) === minutesIn(visitorZone, start)),
  );
  return correct.length ? Math.min(...correct.map((s) => s.at)) : undefined;
}
