// Every first path segment the app answers itself must be refused as a username, or a page there could never be reached.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isReservedUsername, USERNAME, username } from "./username";

const segmentsOf = (folder: string) =>
  readdirSync(path.join(process.cwd(), folder), { withFileTypes: true })
    // Files answer at their full name (/embed.js, /icon.svg), which has a dot no username has; folders are segments.
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    // Route groups and private folders add no segment; [username] is the booking pages themselves.
    .filter((name) => !name.startsWith("(") && !name.startsWith("_") && !name.startsWith("["));

describe("booking page usernames", () => {
  it("refuses every folder of app/ and public/ that could be a username", () => {
    const couldCollide = [...segmentsOf("app"), ...segmentsOf("public")].filter((name) => USERNAME.test(name));
    expect(couldCollide.length).toBeGreaterThan(5);
    expect(couldCollide.filter((name) => !isReservedUsername(name))).toEqual([]);
  });

  it.each(["book", "booking", "embed", "share", "api", "v1", "feeds", "healthz", "readyz", "mcp", "md", "BOOK"])("refuses %s", (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it("accepts ordinary names and refuses what is not a name", () => {
    expect(username.safeParse("olivia").success).toBe(true);
    expect(username.safeParse("e2e-ana").success).toBe(true);
    for (const bad of ["llms.txt", "_next", "a", "Olivia", "o/livia", "x".repeat(65)]) expect(username.safeParse(bad).success).toBe(false);
  });
});
