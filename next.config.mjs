/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension files from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // Agent-readable pages (app/md/): /book/<id>.md and /<username>.md, and the
  // same addresses without .md when the client asks for text/markdown. After
  // the app's own routes, before its dynamic ones, which would otherwise take
  // "bl_x.md" for an id and "olivia.md" for a username.
  async rewrites() {
    const wantsMarkdown = [{ type: "header", key: "accept", value: "(?:.*[,\\s])?text/markdown(?:[;,\\s].*)?" }];
    return [
      { source: "/book/:id.md", destination: "/md/book/:id" },
      { source: "/book/:id", has: wantsMarkdown, destination: "/md/book/:id" },
      { source: "/:username.md", destination: "/md/:username" },
      { source: "/:username", has: wantsMarkdown, destination: "/md/:username" },
    ];
  },
  // No experimental.inlineCss: it puts the stylesheet into the HTML twice (once
  // more in the RSC data), 155 KB of a 175 KB page, for every visitor on every
  // visit. As a file it is fetched once and cached (immutable). With Lighthouse's
  // DevTools throttling (slow 4G) on the demo page, first paint (0.74 s) and LCP
  // (1.23 s) are the same either way, and the HTML is 16 KB gzipped instead of
  // 29; only the simulated LCP, which counts the stylesheet as one more
  // render-blocking request, is higher (2.26 s against 1.75).
};

export default nextConfig;
