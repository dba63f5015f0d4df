import { readFile } from "node:fs/promises";
import { type SeedFile, seedFile } from "./seed-schema";

export class SeedFileError extends Error {}

/** Reads and validates a seed file, listing every problem with its path. */
export async function readSeedFile(path: string): Promise<SeedFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new SeedFileError(`${path}: ${(error as Error).message}`);
  }
  const result = seedFile.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new SeedFileError(`${path} is not a valid seed file:\n${problems.join("\n")}`);
  }
  return result.data;
}
