// Ports of the browser tests' servers: free ones the system picks, chosen once
// by the Playwright process that reads the config and passed to its workers
// (and to the app servers) through the environment. E2E_*_PORT fix them.
import { execFileSync } from "node:child_process";

const NAMES = ["E2E_PORT", "E2E_LIMITED_PORT", "E2E_COMPANY_PORT", "E2E_STRANGER_PORT"] as const;

if (NAMES.some((name) => !process.env[name])) {
  // Synchronous, since a config module cannot await: a short node process asks the system for free ports.
  const script = `const net = require("node:net");
Promise.all([0, 1, 2, 3].map(() => new Promise((resolve) => { const s = net.createServer().listen(0, "127.0.0.1", () => resolve(s)); })))
  .then((servers) => { console.log(servers.map((s) => s.address().port).join(" ")); servers.forEach((s) => s.close()); });`;
  const ports = execFileSync(process.execPath, ["-e", script]).toString().trim().split(" ");
  for (const [i, name] of NAMES.entries()) process.env[name] ||= ports[i];
}

export const APP_PORT = Number(process.env.E2E_PORT);
/** A second app, on the demo data, with the per-visitor booking limit lowered so a test can reach it. */
export const LIMITED_PORT = Number(process.env.E2E_LIMITED_PORT);
/** The site allowed to frame the app (EMBED_ALLOWED_ORIGINS), and one that is not. */
export const COMPANY_PORT = Number(process.env.E2E_COMPANY_PORT);
export const STRANGER_PORT = Number(process.env.E2E_STRANGER_PORT);
