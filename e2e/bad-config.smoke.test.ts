// `npm start` with a bad setting: both of its processes stop before doing
// anything, with one line naming the variable and the expected form.
import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

it.each(["dist/prepare-demo.js", "dist/serve.js"])("%s stops at once on TRUST_PROXY_HOPS=abc, in one line", (script) => {
  const result = spawnSync(process.execPath, [script], {
    env: { ...process.env, TRUST_PROXY_HOPS: "abc", DATA_DIR: "memory://bad-config" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(`${result.stdout}${result.stderr}`).toBe(
    'Bad configuration: TRUST_PROXY_HOPS="abc" is not a whole number; expected a whole number of proxies from 0 to 10 (unset: 0).\n',
  );
});
