import { beforeAll, describe, expect, it } from "vitest";
import type { ChatEvent } from "../../app/domain/coach/chat";
import { openChatSocket } from "../integration/coach/chat-socket";
import { request } from "../integration/helpers";
import { type Alice, seedAlice, seedBob } from "./applicants";
import { apiRouteKeys, manifestRouteIds } from "./manifest";
import { apiRoutes } from "./sweep-api";
import type { SweepEntry } from "./sweep-probes";
import { remixRoutes } from "./sweep-table";

let alice: Alice;
let bob: Awaited<ReturnType<typeof seedBob>>;

beforeAll(async () => {
  alice = await seedAlice();
  bob = await seedBob();
});

describe("the cross-user sweep", () => {
  it("has an entry for every route in the manifest and every /api route (a new route must join it)", () => {
    expect(manifestRouteIds().filter((id) => !(id in remixRoutes))).toEqual([]);
    expect(apiRouteKeys().filter((key) => !(key in apiRoutes))).toEqual([]);
    // And nothing stale: every entry names a route that exists.
    expect(Object.keys(remixRoutes).filter((id) => !manifestRouteIds().includes(id))).toEqual([]);
    expect(Object.keys(apiRoutes).filter((key) => !apiRouteKeys().includes(key))).toEqual([]);
  });

  const sweep = (table: Record<string, SweepEntry>) => {
    for (const [route, entry] of Object.entries(table)) {
      if (entry.kind === "public") continue;
      for (const probe of entry.probes) {
        it(`${route}: ${probe.name} as another user ${entry.kind === "ids" || probe.notFound ? "is a 404" : "shows only their own rows"}`, async () => {
          const response = await probe.send(alice, bob);
          const body = await response.text();
          expect(body).not.toContain(alice.marker);
          expect(body).not.toContain(alice.userId);
          if (entry.kind === "ids" || probe.notFound) expect(response.status, body.slice(0, 300)).toBe(404);
          else expect(response.status, body.slice(0, 300)).toBeLessThan(500);
        });
      }
    }
  };
  sweep(remixRoutes);
  sweep(apiRoutes);

  it("GET /api/chat/socket: Bob's socket cannot read or write Alice's conversation or essay", async () => {
    const tab = await openChatSocket(bob.cookie);
    const isFailure = (event: ChatEvent): event is Extract<ChatEvent, { type: "failed" }> => event.type === "failed";
    tab.send("Show me that conversation", { conversationId: alice.conversation.id });
    expect(await tab.next(isFailure)).toMatchObject({ code: "not_initialized" });
    tab.events.length = 0;
    tab.send("Read me that essay", { context: "essay", essayId: alice.essay.id });
    expect(await tab.next(isFailure)).toMatchObject({ code: "not_initialized" });
    expect(JSON.stringify(tab.events)).not.toContain(alice.marker);
    tab.close();
  });

  it("leaves every one of Alice's rows as it was", async () => {
    const page = await (await fetchAs(alice.cookie, `/app/essays/${alice.essay.id}`)).text();
    expect(page).toContain(alice.marker);
    expect(page).toContain(`Comment ${alice.marker}`);
    expect(page).toContain("Why Tuck");
    const resume = await (await fetchAs(alice.cookie, "/app/resume")).text();
    expect(resume).toContain(`Comment ${alice.marker}`);
  });
});

const fetchAs = (cookie: string, path: string) => request(path, { headers: { cookie } });
