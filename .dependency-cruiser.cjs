// The import boundaries, as an allow-list: every source file belongs to exactly one layer below, and a layer imports
// only what its `may` list names (docs/architecture.md, "Layers and import rules"). A file in a folder no layer
// declares is refused, so a new folder has to be placed before it can be used. `npm run lint:layers`
// (scripts/check-layers.mjs) runs this and also refuses cycles between layers; `npx depcruise --config
// .dependency-cruiser.cjs .` runs this file alone.

// dependency-cruiser 16 parses every file with swc's TypeScript syntax, which stops at the first JSX element
// (sverweij/dependency-cruiser#1081); turning `tsx` on for .tsx files only keeps `<T>value` casts in .ts files
// parsing. The TypeScript parser is not an option: TypeScript 7 has no compiler API for it to call.
const swc = require("@swc/core");
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, file.endsWith(".tsx") ? { ...options, tsx: true } : options);

// A layer is a folder (or a root file); `may` lists the layers it may import, by name, or a narrower path inside
// one where only that part is public to it (a domain's entry module, the browser-safe part of the booking app).
const layers = [
  // The team's dashboard (signed-in pages, sign-in, the forwarding route to /v1): its own components and its server
  // side, never the booking app's; rules stay in /v1, which it calls over HTTP as the signed-in member.
  {
    name: "app/dashboard",
    path: "^app/dashboard/",
    may: [
      "components/dashboard",
      "lib/dashboard/server/index\\.ts$",
      "lib/dashboard/sections\\.ts$",
      "lib/i18n",
      "lib/rate-limit",
      "lib/public-booking/page-request-rules\\.ts$",
    ],
  },
  // The booking app's pages, route handlers and server actions, with the Next.js proxy in front of them.
  {
    name: "app",
    path: "^(app/(?!dashboard/)|proxy\\.ts$)",
    may: [
      "components/booking",
      "components/profile",
      "lib/public-booking",
      "lib/embed",
      "lib/i18n",
      "lib/health",
      "lib/rate-limit",
      "lib/config",
      "lib/api/service\\.ts$",
      // The invite page signs the new member in to the dashboard.
      "lib/dashboard/server/index\\.ts$",
    ],
  },
  { name: "instrumentation.ts", path: "^instrumentation\\.ts$", may: ["lib/api/notifications\\.ts$", "lib/config", "lib/runtime"] },
  // Components run in the browser: the booking app's modules outside its server/ folder, nothing that holds a secret.
  {
    name: "components/profile",
    path: "^components/profile/",
    may: ["components/booking", "lib/public-booking/(?!server/)", "lib/i18n"],
  },
  {
    name: "components/booking",
    path: "^components/booking/",
    may: ["lib/public-booking/(?!server/)", "lib/embed", "lib/i18n", "lib/validation"],
  },
  // The dashboard's components run in the browser: its client of /v1 (through the app's forwarding route), the
  // typed paths, the catalogue and the same field rules as /v1; nothing that holds a secret.
  {
    name: "components/dashboard",
    path: "^components/dashboard/",
    may: ["lib/dashboard/(?!server/)", "lib/api-client", "lib/i18n", "lib/validation", "lib/contract/all-pages\\.ts$"],
  },
  // lib/dashboard: the browser-side client (api.ts) and, in server/, the session cookie, sign-in, the forwarding route
  // and the demo's mail page.
  {
    name: "lib/dashboard",
    path: "^lib/dashboard/",
    may: ["lib/api-client", "lib/rate-limit", "lib/config"],
  },
  // The booking app: a client of /v1 like any other, through lib/scheduling-client and the wire format.
  {
    name: "lib/public-booking",
    path: "^lib/public-booking/",
    may: [
      "lib/scheduling-client",
      "lib/contract",
      "lib/embed",
      "lib/i18n",
      "lib/availability",
      "lib/validation",
      "lib/rate-limit",
      "lib/config",
    ],
  },
  { name: "lib/embed", path: "^lib/embed/", may: [] },
  // The catalogue of words (pages, e-mails) by language; the languages are the interface's.
  { name: "lib/i18n", path: "^lib/i18n/", may: ["lib/contract"] },
  { name: "lib/scheduling-client", path: "^lib/scheduling-client/", may: ["lib/contract", "lib/rate-limit", "lib/config"] },
  // The typed client of /v1: openapi-fetch and the types generated beside it from the OpenAPI document, nothing of
  // the service. Tests call the service through it; the dashboard is to import it too.
  { name: "lib/api-client", path: "^lib/api-client/", may: [] },
  // Rendered pages kept gzipped in front of Next.js (npm start's server): the booking app only through its entry.
  {
    name: "lib/page-cache",
    path: "^lib/page-cache/",
    may: ["lib/public-booking/server/index\\.ts$", "lib/i18n", "lib/availability", "lib/validation", "lib/cache", "lib/rate-limit"],
  },
  // The service: lib/api composes the app; the domains and the MCP tools beside them; the HTTP kit under them.
  {
    name: "lib/api",
    path: "^lib/api/",
    may: [
      "lib/mcp",
      "lib/booking-links",
      "lib/booking-pages",
      "lib/bookings",
      "lib/memberships",
      "lib/schedules",
      "lib/invites",
      "lib/api-keys",
      "lib/sign-in",
      "lib/webhooks",
      "lib/calendar-feeds",
      "lib/calendars",
      "lib/audit",
      "lib/notifications",
      "lib/http",
      "lib/auth",
      "lib/errors",
      "lib/db",
      "lib/cache",
      "lib/rate-limit",
      "lib/config",
    ],
  },
  {
    name: "lib/mcp",
    path: "^lib/mcp/",
    may: [
      "lib/booking-links",
      "lib/bookings",
      "lib/schedules",
      "lib/http",
      "lib/contract",
      "lib/errors",
      "lib/availability",
      "lib/validation",
    ],
  },
  {
    name: "lib/booking-pages",
    path: "^lib/booking-pages/",
    may: ["lib/booking-links", "lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/db", "lib/cache"],
  },
  {
    name: "lib/bookings",
    path: "^lib/bookings/",
    may: [
      "lib/booking-links",
      "lib/notifications",
      "lib/audit",
      "lib/http",
      "lib/auth",
      "lib/contract",
      "lib/errors",
      "lib/i18n",
      "lib/availability",
      "lib/validation",
      "lib/db",
      "lib/cache",
      "lib/rate-limit",
    ],
  },
  {
    name: "lib/booking-links",
    path: "^lib/booking-links/",
    may: ["lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/availability", "lib/validation", "lib/db", "lib/cache"],
  },
  {
    name: "lib/memberships",
    path: "^lib/memberships/",
    may: ["lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/db", "lib/cache"],
  },
  {
    name: "lib/schedules",
    path: "^lib/schedules/",
    may: ["lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/availability", "lib/validation", "lib/db", "lib/cache"],
  },
  {
    name: "lib/invites",
    path: "^lib/invites/",
    // The invite e-mail goes through the outbox; accepting leaves an old workspace as lib/memberships removes a member,
    // and may start the new member's session as lib/sign-in does.
    may: [
      "lib/memberships",
      "lib/sign-in",
      "lib/notifications",
      "lib/audit",
      "lib/http",
      "lib/auth",
      "lib/contract",
      "lib/errors",
      "lib/i18n",
      "lib/db",
      "lib/cache",
    ],
  },
  { name: "lib/api-keys", path: "^lib/api-keys/", may: ["lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/db"] },
  // Sign-in: the link's e-mail goes through the outbox (in the member's language), its request is limited per address;
  // a session is an API key of kind SESSION.
  {
    name: "lib/sign-in",
    path: "^lib/sign-in/",
    may: ["lib/notifications", "lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/i18n", "lib/db", "lib/rate-limit"],
  },
  {
    name: "lib/webhooks",
    path: "^lib/webhooks/",
    may: ["lib/notifications", "lib/outbound", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/db"],
  },
  {
    name: "lib/calendar-feeds",
    path: "^lib/calendar-feeds/",
    may: ["lib/audit", "lib/http", "lib/auth", "lib/contract", "lib/errors", "lib/db"],
  },
  // Connected calendars: CalDAV accounts and iCalendar feeds read into busy times (issue 38), and booked meetings
  // written back as the outbox's CALENDAR sender (lib/notifications fans them out and never imports calendars).
  {
    name: "lib/calendars",
    path: "^lib/calendars/",
    may: [
      "lib/notifications",
      "lib/icalendar",
      "lib/outbound",
      "lib/audit",
      "lib/http",
      "lib/auth",
      "lib/contract",
      "lib/errors",
      "lib/availability",
      "lib/db",
      "lib/cache",
    ],
  },
  { name: "lib/http", path: "^lib/http/", may: ["lib/auth", "lib/contract", "lib/errors", "lib/db", "lib/cache"] },
  // Under the domains: the outbox, the audit log and authentication call none of them.
  { name: "lib/notifications", path: "^lib/notifications/", may: ["lib/contract", "lib/i18n", "lib/outbound", "lib/db"] },
  { name: "lib/audit", path: "^lib/audit/", may: ["lib/http", "lib/auth", "lib/contract", "lib/db"] },
  { name: "lib/auth", path: "^lib/auth/", may: ["lib/errors", "lib/validation", "lib/db", "lib/cache"] },
  // The wire format of /v1, shared by the service and its client: schemas only.
  { name: "lib/contract", path: "^lib/contract/", may: ["lib/validation", "lib/availability"] },
  // Pure: no database, no HTTP, no domain.
  { name: "lib/validation", path: "^lib/validation/", may: ["lib/availability"] },
  { name: "lib/availability", path: "^lib/availability/", may: [] },
  // Busy times from iCalendar data (ical.js): pure like the engine, whose zone rules and intervals it shares.
  { name: "lib/icalendar", path: "^lib/icalendar/", may: ["lib/availability"] },
  { name: "lib/errors", path: "^lib/errors/", may: [] },
  // Infrastructure knows nothing of the layers above it.
  // Requests to addresses users give (webhook receivers, calendar servers), under one set of rules.
  { name: "lib/outbound", path: "^lib/outbound/", may: [] },
  // Readiness also asks the service whether it takes the booking app's key.
  { name: "lib/health", path: "^lib/health/", may: ["lib/db", "lib/config", "lib/scheduling-client/client\\.ts$"] },
  { name: "lib/cache", path: "^lib/cache/", may: ["lib/db"] },
  { name: "lib/db", path: "^lib/db/", may: ["lib/validation", "lib/config"] },
  { name: "lib/runtime", path: "^lib/runtime/", may: ["lib/rate-limit"] },
  { name: "lib/rate-limit", path: "^lib/rate-limit/", may: ["lib/config"] },
  { name: "lib/config", path: "^lib/config/", may: [] },
  // Scripts, benchmarks and the browser tests drive the whole thing; only they (and tests) import lib/seed.
  { name: "lib/seed", path: "^lib/seed/", may: ["lib/audit", "lib/auth", "lib/contract", "lib/validation", "lib/db"] },
  {
    name: "scripts",
    path: "^scripts/",
    may: [
      "lib/api/(service|notifications|served-document)\\.ts$",
      "lib/page-cache/serve-cached\\.ts$",
      "lib/public-booking/server/index\\.ts$",
      "lib/seed",
      "lib/health",
      "lib/runtime",
      "lib/db",
      "lib/rate-limit",
      "lib/config",
    ],
  },
  {
    name: "bench",
    path: "^bench/",
    may: [
      "e2e",
      "lib/testing",
      "lib/seed",
      "lib/booking-links",
      "lib/auth",
      "lib/availability",
      "lib/icalendar",
      "lib/db",
      "lib/cache",
      "lib/config",
    ],
  },
  { name: "e2e", path: "^(e2e/|playwright\\.config\\.ts$)", may: ["lib/config"] },
  // Generators that are programs of their own, each folder with its package.json and node_modules (installed on
  // demand: npm run client:install), run by scripts and tests as child processes: nothing imports them.
  { name: "tools", path: "^tools/", may: [] },
  // Test helpers: like test files, they may import any layer.
  { name: "lib/testing", path: "^lib/testing/", may: ["*"] },
  // The tools' own configuration files at the root.
  { name: "tool configs", path: "^(next|vitest|drizzle|tailwind|postcss)\\.config\\.[cm]?[jt]s$", may: [] },
];

// A test drives whatever it tests (a domain's API test runs the whole service), so test files may import any
// layer. They still have to sit in a declared folder, and count for file-level cycles; the graph of layers leaves
// them out, as a domain's API test imports lib/api, which imports the domain.
const TEST_FILES = "\\.(test|spec)\\.tsx?$|\\.test-worker\\.ts$";

const byName = new Map(layers.map((layer) => [layer.name, layer]));
const ANY_LAYER = layers.map((layer) => layer.path);

/** A `may` entry as a path pattern: a layer's own path, or a narrower path inside a declared layer. */
function target(entry) {
  const layer = byName.get(entry);
  if (layer) return layer.path;
  const inside = layers.find((candidate) => entry.startsWith(candidate.path.slice(1)));
  if (!inside) throw new Error(`.dependency-cruiser.cjs: "${entry}" is neither a layer nor inside one`);
  return `^${entry}`;
}

module.exports = {
  forbidden: [
    {
      name: "not-in-a-layer",
      comment: "Every source file belongs to a layer in .dependency-cruiser.cjs: declare the folder and what it may import.",
      severity: "error",
      // Both counts together cover every module, those nothing imports included.
      module: { path: "\\.[cm]?[jt]sx?$", pathNot: [...ANY_LAYER, "^node_modules/"], numberOfDependentsLessThan: 1 },
      from: {},
    },
    {
      name: "not-in-a-layer",
      comment: "Every source file belongs to a layer in .dependency-cruiser.cjs: declare the folder and what it may import.",
      severity: "error",
      module: { path: "\\.[cm]?[jt]sx?$", pathNot: [...ANY_LAYER, "^node_modules/"], numberOfDependentsMoreThan: 0 },
      from: {},
    },
    {
      name: "no-circular",
      comment: "No import cycles between files, type-only imports and tests included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that does not resolve cannot be checked against the layers.",
      severity: "error",
      // A tool's packages are its folder's own, there only once it is installed.
      from: { pathNot: "^tools/" },
      to: { couldNotResolve: true },
    },
    {
      name: "pure-layers-no-database",
      comment:
        "lib/availability, lib/icalendar, lib/validation, lib/errors and lib/contract run without a database driver or a server-only module.",
      severity: "error",
      from: { path: "^lib/(availability|icalendar|validation|errors|contract)/" },
      to: { path: "^node_modules/(drizzle-orm|pg|@electric-sql|server-only)/" },
    },
  ],
  allowed: [
    { comment: "packages and Node's own modules", from: {}, to: { dependencyTypes: ["npm", "npm-dev", "npm-no-pkg", "core"] } },
    { comment: "test files may import any layer", from: { path: TEST_FILES }, to: {} },
    // Before `npm run client:install`, a tool's packages do not resolve; installed, they are packages like any other.
    { comment: "a tool's own packages", from: { path: "^tools/" }, to: { couldNotResolve: true } },
    ...layers.map((layer) => ({
      comment: `layer ${layer.name}`,
      from: { path: layer.path, pathNot: TEST_FILES },
      to: layer.may.includes("*") ? {} : { path: [layer.path, ...layer.may.map(target)], pathNot: TEST_FILES },
    })),
  ],
  allowedSeverity: "error",
  options: {
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a layer may not name another's types either.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "(^|/)node_modules/" },
    // Build output, static files served as they are (public/embed.js is checked by its own tests) and tooling state.
    exclude: {
      path: "^(node_modules|\\.next|dist|public|docs|seeds|test-results|playwright-report|bench-results)/|^\\.|^next-env\\.d\\.ts$|/node_modules/",
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};

// For scripts/check-layers.mjs, which draws the graph of layers from the same table. Not enumerable, so
// dependency-cruiser's own schema (which allows no other keys) does not see them.
Object.defineProperties(module.exports, { layers: { value: layers }, testFiles: { value: TEST_FILES } });
