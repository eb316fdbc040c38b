import { describe, expect, it } from "vitest";
import { request, signUp } from "../helpers";

// Every card in the Learning Hub opens real content: no "Content Coming Soon".
describe("the Learning Hub", () => {
  it("shows only cards that open something, and each one opens", async () => {
    const { cookie } = await signUp();
    const hub = await (await request("/app/learning", { headers: { cookie } })).text();
    expect(hub).not.toContain("Content Coming Soon");
    const cards = hub.match(/<li class="w-64 shrink-0 snap-start">/g) ?? [];
    const links = [...hub.matchAll(/<li class="w-64 shrink-0 snap-start"><a[^>]*href="(\/app\/learning\/[^"]+)"/g)].map((match) => match[1]!);
    expect(cards.length).toBeGreaterThan(10);
    expect(links).toHaveLength(cards.length);
    for (const link of links) {
      const page = await request(link, { headers: { cookie } });
      expect(page.status, link).toBe(200);
      expect(await page.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it("explains each school's main essay in Scout's words, with the school's own sources", async () => {
    const { cookie } = await signUp();
    const hub = await (await request("/app/learning", { headers: { cookie } })).text();
    expect(hub).toContain("How to answer Stanford GSB&#x27;s main essay");
    const guide = await (await request("/app/learning/main-essay-stanford-gsb", { headers: { cookie } })).text();
    expect(guide).toContain("What matters most to you, and why?");
    expect(guide).toContain("What Stanford GSB says it looks for");
    expect(guide).toMatch(/href="https:\/\/www\.gsb\.stanford\.edu\/[^"]*"/);
    expect(guide).toContain("A way in");
    const unknown = await request("/app/learning/main-essay-no-such-school", { headers: { cookie } });
    expect(unknown.status).toBe(404);
    await unknown.text();
  });
});
