import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENTED, envExample, readmeTable, withReadmeTable } from "./docs";
import { VARIABLES } from "./variables";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const AGAIN = "written from lib/config/variables.ts: run npm run config:docs after changing a variable there";

describe("the configuration's documentation", () => {
  it("README.md's configuration table is the one the variables give", () => {
    const readme = read("README.md");
    expect(readme, AGAIN).toBe(withReadmeTable(readme, readmeTable()));
  });

  it(".env.example is the one the variables give", () => {
    expect(read(".env.example"), AGAIN).toBe(envExample());
  });

  it("sets every variable the app reads, and shows every other one", () => {
    const text = envExample();
    for (const name of Object.keys(VARIABLES)) expect(text, name).toMatch(new RegExp(`^${name}=`, "m"));
    for (const name of DOCUMENTED) expect(text, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });

  it("replaces only the table, keeping the text around it", () => {
    const readme =
      "# Title\n\n## Configuration\n\nBefore.\n\n| Variable | Default | Meaning |\n|---|---|---|\n| `OLD` | x | y |\n\nAfter.\n";
    expect(withReadmeTable(readme, "| new |")).toBe("# Title\n\n## Configuration\n\nBefore.\n\n| new |\n\nAfter.\n");
  });
});
