// The booking app's list of the team's pages (the home page, llms.txt), read from a real service over HTTP: a team
// of more members than a page of the service's list holds.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../../config/env";
import { bookingPages } from "../../db/schema";
import { makeMember, makeWorkspace, seedWorkspace } from "../../testing/factories";
import { testDbAvailable } from "../../testing/test-database";
import { setUpTestService } from "../../testing/test-service";
import { loadPageSummaries } from "./load-public-page";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
const MEMBERS = 230;
const saved = { url: process.env.SCHEDULING_API_URL, key: process.env.SCHEDULING_API_KEY };

describe.skipIf(!testDbAvailable)("the team's booking pages, as the booking app lists them", () => {
  let members: ReturnType<typeof makeMember>[];

  beforeAll(async () => {
    members = Array.from({ length: MEMBERS }, (_, n) => makeMember({ role: n === 0 ? "OWNER" : "MEMBER", name: `Member ${n}` }));
    const team = await seedWorkspace(service.db, makeWorkspace(members, []), NOW);
    // The third page's first member turns their page off: it is not listed.
    await service.db.update(bookingPages).set({ status: "DISABLED" }).where(eq(bookingPages.id, members[200]!.bookingPages[0]!.id));
    Object.assign(process.env, { SCHEDULING_API_URL: service.server.url, SCHEDULING_API_KEY: team.key });
    resetConfig();
  });

  afterAll(() => {
    for (const [name, value] of [
      ["SCHEDULING_API_URL", saved.url],
      ["SCHEDULING_API_KEY", saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });

  it("lists every enabled page of a team larger than one page of the service's list", async () => {
    const listed = (await loadPageSummaries()).map((page) => page.username);
    const enabled = members.filter((_, n) => n !== 200).map((member) => member.bookingPages[0]!.username);
    expect(listed).toHaveLength(MEMBERS - 1);
    expect(new Set(listed)).toEqual(new Set(enabled));
  });
});
