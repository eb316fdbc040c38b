import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openChatSocket } from "../integration/coach/chat-socket";
import { postForm, postJson, request, sdpOffer } from "../integration/helpers";
import { rowsLeftFor } from "../integration/user-owned-tables";
import { seedAlice } from "./applicants";

// Account deletion as an attacker holding the old cookie would see it: every table (walked from
// the schema, so a new table cannot be forgotten) empty of the user, the object's storage empty,
// the open sockets closed, and the cookie dead everywhere.
describe("account deletion", () => {
  it("leaves nothing of the user, and nothing the old cookie can open", async () => {
    const alice = await seedAlice();
    const tab = await openChatSocket(alice.cookie);
    const deleted = await postForm("/account/delete", {}, { cookie: alice.cookie });
    await deleted.text();
    expect(deleted.status).toBe(302);

    const left = await rowsLeftFor(alice.userId);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(alice.userId));
    expect(await runInDurableObject(stub, (_instance, state) => [...state.storage.kv.list()])).toEqual([]);
    await expect.poll(() => tab.closed?.code ?? null).toBe(4401);

    const attempts: [string, Promise<Response>, number][] = [
      ["the workspace", request("/app", { headers: { cookie: alice.cookie } }), 302],
      ["her essay", request(`/app/essays/${alice.essay.id}`, { headers: { cookie: alice.cookie } }), 302],
      ["an API read", request("/api/check-subscription", { headers: { cookie: alice.cookie } }), 401],
      ["a voice call", postJson("/api/voice/session", { context: "global", sdp: sdpOffer() }, alice.cookie), 401],
      ["a new chat socket", request("/api/chat/socket", { headers: { upgrade: "websocket", origin: "http://localhost", cookie: alice.cookie } }), 401],
      ["a second deletion", postForm("/account/delete", {}, { cookie: alice.cookie }), 302],
    ];
    for (const [what, pending, status] of attempts) {
      const response = await pending;
      const body = await response.text();
      expect(response.status, what).toBe(status);
      expect(body, what).not.toContain(alice.marker);
    }
  });
});
