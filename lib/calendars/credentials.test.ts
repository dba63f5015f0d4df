// Sealed credentials open only with their key and for their connection, and show nothing of the secret.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seal, UnreadableCredentials, unseal } from "./credentials";

const key = randomBytes(32);

describe("sealed calendar credentials", () => {
  it("open with the key, for the connection they were sealed for", () => {
    const sealed = seal(key, "calconn_1", { password: "correct horse battery staple" });
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("horse");
    expect(unseal(key, "calconn_1", sealed)).toEqual({ password: "correct horse battery staple" });
  });

  it("differ each time, so equal passwords cannot be told apart", () => {
    expect(seal(key, "calconn_1", { url: "https://a.example/x.ics" })).not.toBe(seal(key, "calconn_1", { url: "https://a.example/x.ics" }));
  });

  it.each([
    ["another key", (sealed: string) => unseal(randomBytes(32), "calconn_1", sealed)],
    ["another connection", (sealed: string) => unseal(key, "calconn_2", sealed)],
    [
      "a changed byte",
      // The tag's second-to-last character, always changed (each of its 6 bits counts, unlike the last one's).
      (sealed: string) => unseal(key, "calconn_1", `${sealed.slice(0, -2)}${sealed.at(-2) === "A" ? "B" : "A"}${sealed.slice(-1)}`),
    ],
    ["what this service did not seal", () => unseal(key, "calconn_1", "hunter2")],
  ])("do not open with %s", (_name, open) => {
    const sealed = seal(key, "calconn_1", { password: "hunter2" });
    expect(() => open(sealed)).toThrow(UnreadableCredentials);
  });
});
