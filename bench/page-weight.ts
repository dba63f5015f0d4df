// First-load JavaScript of a page, as a browser gets it: every script the
// served HTML references, gzipped. Needs the app running (BASE_URL).
import { gzipSync } from "node:zlib";

export async function pageWeight(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  // noModule scripts are polyfills that current browsers never load.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1]!))
    .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((src): src is string => Boolean(src));
  let raw = 0;
  let gzipped = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  const htmlBytes = Buffer.byteLength(html);
  const htmlGzipped = gzipSync(Buffer.from(html)).length;
  return {
    path,
    htmlKB: Number((htmlBytes / 1024).toFixed(1)),
    scripts: new Set(sources).size,
    jsKB: Math.round(raw / 1024),
    jsGzipKB: Math.round(gzipped / 1024),
    htmlGzipKB: Math.round(htmlGzipped / 1024),
  };
}

if (process.argv[1]?.endsWith("page-weight.ts")) {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
  const paths = process.argv.slice(2);
  Promise.all((paths.length ? paths : ["/book/bl_demo_intro"]).map((p) => pageWeight(base, p))).then((rows) => console.table(rows));
}
