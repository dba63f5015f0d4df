// npm run bench: prints the figures and writes them to bench-results/latest.json.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { benchDemoLink } from "./demo-link";
import { benchEngine } from "./engine";

async function main() {
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
  console.log(`Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}\n`);

  const engine = await benchEngine();
  console.log("Engine: one month of 30-minute slots every 15 minutes, 300 busy intervals per host (budget: 5-host collective ≤ 2 ms median)");
  console.table(engine);

  const demo = await benchDemoLink();
  console.log("Demo collective link, listTimeSlots with its database reads (embedded database, in memory)");
  console.table([demo]);

  await mkdir("bench-results", { recursive: true });
  await writeFile("bench-results/latest.json", JSON.stringify({ takenAt: new Date().toISOString(), machine, engine, demo }, null, 2));
  console.log("Written to bench-results/latest.json");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
