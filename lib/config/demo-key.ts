// Published on purpose: the demo owner's API key from seeds/demo.json, so that
// `npm run demo` needs no configuration and tests and benchmarks can call the
// demo's /v1. No secret: it opens only the demo workspace. Plain (no
// server-only) so Playwright specs and benchmarks can import it.
export const DEMO_API_KEY = "sk_demo_owner_4c1f7a92d3e84b6f9a0c";
