// `npm run config:docs`: writes README.md's configuration table and .env.example from the variables of
// lib/config/variables.ts (lib/config/docs.test.ts fails until they are written again after a change there).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { envExample, readmeTable, withReadmeTable } from "../lib/config/docs";

const root = path.resolve(import.meta.dirname, "..");
const readmePath = path.join(root, "README.md");
writeFileSync(readmePath, withReadmeTable(readFileSync(readmePath, "utf8"), readmeTable()));
writeFileSync(path.join(root, ".env.example"), envExample());
console.log("Wrote README.md's configuration table and .env.example from lib/config/variables.ts.");
