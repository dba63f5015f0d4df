/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension files from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  experimental: {
    // The stylesheet (about 6 KB gzipped) goes inside the HTML: one round trip
    // less before the first paint, which on a phone network is most of it.
    inlineCss: true,
  },
};

export default nextConfig;
