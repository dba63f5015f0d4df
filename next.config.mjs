/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension files from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

export default nextConfig;
