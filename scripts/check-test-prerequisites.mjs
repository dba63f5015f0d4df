// Run first by `npm test`: checks what the suite needs beyond Node and npm, and
// stops at once with one message naming everything missing, instead of failing
// minutes later (browser tests) or timing out (a configured server that is down).
// Installs the one thing `npm install` does not: the client generator in
// tools/openapi-client, whose test checks lib/api-client/schema.d.ts.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";

const problems = [];

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) problems.push(`Node ${process.versions.node}: Node 20.19 or newer is needed.`);
if (process.platform === "win32") problems.push("The test scripts need a POSIX shell: run them under WSL, Linux or macOS.");

const chromium = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : playwrightChromium());
if (!chromium || !existsSync(chromium)) {
  problems.push(
    "No Chromium for the browser tests: install Debian's `chromium` package (apt-get install chromium), " +
      "set CHROMIUM_PATH to a Chromium, or run `npx playwright install chromium`.",
  );
}

for (const [name, defaultPort] of [
  ["TEST_DATABASE_URL", 5432],
  ["REDIS_URL", 6379],
]) {
  const value = process.env[name];
  if (!value) continue;
  const problem = await reachable(value, defaultPort);
  if (problem) problems.push(`${name} is set to ${redact(value)}, but ${problem}: start that server, or unset ${name} to skip its tests.`);
}

const generator = "tools/openapi-client";
if (!installedAsPinned(generator)) {
  console.log(`Installing ${generator} (npm run client:install)…`);
  const install = spawnSync("npm", ["run", "client:install", "--silent"], { stdio: "inherit" });
  if (install.status !== 0) problems.push(`${generator} could not be installed: run \`npm run client:install\` and see why.`);
}

if (problems.length) {
  console.error(`npm test cannot run yet:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

/** Whether each dependency of the folder's package.json is in its node_modules at the version pinned there. */
function installedAsPinned(folder) {
  const { dependencies = {} } = JSON.parse(readFileSync(`${folder}/package.json`, "utf8"));
  return Object.entries(dependencies).every(([name, version]) => {
    const manifest = `${folder}/node_modules/${name}/package.json`;
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).version === version;
  });
}

function playwrightChromium() {
  try {
    return createRequire(import.meta.url)("playwright-core").chromium.executablePath();
  } catch {
    return undefined;
  }
}

function reachable(url, defaultPort) {
  let host;
  let port;
  try {
    const parsed = new URL(url);
    host = parsed.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1";
    port = Number(parsed.port || defaultPort);
  } catch {
    return Promise.resolve("it is not a URL");
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(`nothing answered at ${host}:${port} within 2 s`);
    });
    socket.once("error", (error) => resolve(`${host}:${port} did not answer (${error.code ?? error.message})`));
  });
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
