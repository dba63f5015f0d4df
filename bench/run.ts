// npm run bench: prints the figures and writes them to bench-results/latest.json.

import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { benchApi, deliveries } from "./api-load";
import { benchBusyCollectiveLink } from "./busy-collective-link";
import { benchCalendars, CALENDARS_TITLE } from "./calendar-load";
import { benchDemoLink } from "./demo-link";
import { benchEmbed } from "./embed-ready";
import { benchEngine, benchEngineBusy, benchEngineIssue39 } from "./engine";
import { benchFirstPaint } from "./first-paint";
import { benchHostile } from "./hostile-load";
import { benchICalendar, ICALENDAR_TITLE } from "./icalendar-expand";
import { benchLighthouse } from "./lighthouse";
import { benchListFloor, FLOOR_TITLE } from "./list-floor";
import { benchListsAtScale, LISTS_SKIPPED } from "./lists-at-scale";
import { benchMcp, MCP_TITLE } from "./mcp-load";
import { benchOrganizer, printOrganizer } from "./organizer-load";
import { pageWeight } from "./page-weight";
import { benchVisitors, printVisitors } from "./visitor-load";

async function main() {
  const began = performance.now();
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  console.log(`Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}\n`);

  const engine = await benchEngine();
  console.log(
    "Engine: one month of 30-minute slots every 15 minutes, 300 busy intervals per host (budget: 5-host collective ≤ 2 ms median)",
  );
  console.table(engine);
  const engineBusy = await benchEngineBusy();
  console.log(
    "Engine: the 5-host links with more busy intervals (budget: cost grows linearly; µs per busy interval over the run with none)",
  );
  console.table(engineBusy);
  const engineIssue39 = await benchEngineIssue39();
  console.log(
    "Engine: the 20-host collective link, 3,000 busy intervals a host, before busy time arrived as numbers and today, in one run (budget: ratio ≤ 0.5)",
  );
  console.table(engineIssue39);

  const icalendar = await benchICalendar();
  console.log(ICALENDAR_TITLE);
  console.table(icalendar);

  const demo = await benchDemoLink();
  console.log(
    "Demo collective link's time slots as the endpoint reads them (BookingLinkReads with nothing cached, after a booking, and cached; database reads included; embedded database, in memory)",
  );
  console.table(demo);
  const busyCollectiveLink = await benchBusyCollectiveLink();
  console.log(
    "The 20-host collective link (3,000 busy intervals a host) on each database: the busy-time read before and today, a month with nothing cached, /v1 time-slots and /book under load (budget: p99 ≤ 50 ms)",
  );
  console.table(busyCollectiveLink);

  // The API alone (no build needed): MCP tool calls beside the /v1 routes they wrap.
  const mcp = await benchMcp();
  console.log(MCP_TITLE);
  console.table(mcp);

  // API figures run the built app (npm run build first); PostgreSQL too when TEST_DATABASE_URL is set.
  let api: unknown[] = [];
  let hostile: unknown[] = [];
  let visitors: unknown;
  let organizer: unknown[] = [];
  let calendars: unknown;
  if (existsSync(".next/BUILD_ID") && existsSync("dist/serve.js")) {
    api = await benchApi();
    console.log("API under load (autocannon, bounded runs), with the server's peak RSS");
    console.table(api);
    console.log(
      "Outbox delivery during the two booking-creation runs: from the change to acceptance by an SMTP server and a webhook receiver in the benchmark's process",
    );
    console.table(deliveries);
    hostile = await benchHostile();
    console.log("Memory under hostile traffic, embedded database (budget: peak RSS ≤ 400 MB, no 5xx)");
    console.table(hostile);
    const visitorFigures = await benchVisitors();
    printVisitors(visitorFigures);
    visitors = visitorFigures;
    const organizerRows = await benchOrganizer();
    printOrganizer(organizerRows);
    organizer = organizerRows;
    calendars = await benchCalendars();
    console.log(CALENDARS_TITLE);
    if (typeof calendars === "string") console.log(calendars);
    else console.table(calendars);
  } else {
    console.log("Run `npm run build` first to measure the API under load.");
  }

  // Lists on the large organisation need a database npm run generate:large wrote: LARGE_DATABASE_URL, LARGE_DATA_DIR.
  const listsAtScale = await benchListsAtScale();
  if (listsAtScale) {
    console.log(
      "Every /v1 list on the large organisation and on a demo-size set generated beside it, each filter, first and deep pages, distinct URLs (budget: p99 ≤ 50 ms at 50 connections on PostgreSQL, ≤ 200 ms at 10 on the embedded database)",
    );
    console.table(listsAtScale.lists);
    console.log("The list server's peak RSS over every list case and booking creation, large set against demo size (budget: ≤ 1.25×)");
    console.table(listsAtScale.memory);
  } else {
    console.log(LISTS_SKIPPED);
  }
  // What the machine can do at all at the lists' concurrency, beside which the lists' figures read.
  const listFloor = await benchListFloor();
  console.log(FLOOR_TITLE);
  console.table(listFloor);

  // Page, embed and Lighthouse figures need the app running: BENCH_APP_URL=http://127.0.0.1:3000 npm run bench
  const app = process.env.BENCH_APP_URL;
  let page: unknown[] = [];
  let embed: unknown;
  let lighthouse: unknown;
  let firstPaint: unknown;
  if (app) {
    // Next month is a full one: this month's page holds only the days left in it.
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const paths = [
      "/",
      "/olivia",
      "/book/bl_demo_intro",
      `/book/bl_demo_intro?month=${month}`,
      `/book/bl_demo_intro?month=${month}&layout=week`,
    ];
    page = await Promise.all([...paths, "/embed/bl_demo_intro"].map((path) => pageWeight(app, path)));
    console.log(
      "Page HTML (raw, budget ≤ 60 KB for the booking page) and first-load JavaScript (gzipped, scripts the HTML references; / is the framework's own baseline)",
    );
    console.table(page);
    embed = await benchEmbed(app);
    console.log("Embed script and time from inserting it to the iframe's ready event (cold cache each run)");
    console.log(embed);
    firstPaint = await benchFirstPaint(app);
    console.log(
      "First visit from Kolkata to the New York host's demo link, 4× CPU and 150 ms latency: first times in the visitor's zone, and what was shown before (budget: nothing wrong, slots-loaded once, one height change)",
    );
    console.log(JSON.stringify(firstPaint, null, 2));
    lighthouse = [
      await benchLighthouse(`${app}/book/bl_demo_intro`),
      await benchLighthouse(`${app}/book/bl_demo_intro`, "devtools"),
      await benchLighthouse(`${app}/olivia`),
    ];
    console.log(
      "Lighthouse, mobile preset, demo booking page (simulated and DevTools throttling) and Olivia's booking page /olivia (simulated) (budget: performance ≥ 0.95, LCP ≤ 1,000 ms)",
    );
    console.table(lighthouse);
  } else {
    console.log("Set BENCH_APP_URL to a running app to measure page weight and the embed as well.");
  }

  await mkdir("bench-results", { recursive: true });
  await writeFile(
    "bench-results/latest.json",
    JSON.stringify(
      {
        takenAt: new Date().toISOString(),
        machine,
        engine,
        engineBusy,
        engineIssue39,
        icalendar,
        demo,
        busyCollectiveLink,
        mcp,
        api,
        deliveries,
        hostile,
        visitors,
        organizer,
        calendars,
        listsAtScale,
        listFloor,
        page,
        embed,
        firstPaint,
        lighthouse,
      },
      null,
      2,
    ),
  );
  console.log(`Written to bench-results/latest.json; the whole run took ${Math.round((performance.now() - began) / 1000)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
