import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { aiDisclosures, authorshipShares, essaySubmissions } from "../../../db/schema";
import { createEssay, createTrial } from "../../factories";
import { feedbackItem } from "../../support/application-builders";
import { db, postForm, request, signUp } from "../helpers";
import { storeEssayFeedback } from "../work-rows";

// The disclosure log of accepted suggestions, version origins, the authorship report and its
// private share links.

const essayRoute = encodeURIComponent("routes/app.essays.$essayId");
const reportRoute = encodeURIComponent("routes/app_.essays.$essayId_.report");
const post = (cookie: string, essayId: string, fields: Record<string, string>) =>
  postForm(`/app/essays/${essayId}.data?_routes=${essayRoute}`, fields, { cookie });
const postReport = (cookie: string, essayId: string, fields: Record<string, string>) =>
  postForm(`/app/essays/${essayId}/report.data?_routes=${reportRoute}`, fields, { cookie });

async function withSuggestion(userId: string, text: string, suggestion: string) {
  const essay = await createEssay(db(), userId, { school: "Booth", essayTitle: `Essay ${crypto.randomUUID()}`, essayContent: text, userWrittenAt: new Date() });
  const item = feedbackItem(text, "helped the team", { suggestion, suggestionPromptVersion: 1 });
  await storeEssayFeedback(userId, essay.id, [item]);
  return { essay, item };
}

describe("an accepted suggestion", () => {
  it("is logged by the save that took it in, with the exact span Scout wrote; an item whose text is not in the save logs nothing", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const suggestion = "led the five-person launch team";
    const { essay, item } = await withSuggestion(userId, "I helped the team. We shipped.", suggestion);
    const content = `I ${suggestion}. We shipped.`;
    const saved = await post(cookie, essay.id, { intent: "save", content, baseRevision: String(essay.revision), resolveItemIds: item.id });
    expect(saved.status, await saved.text()).toBe(200);
    const log = await db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, essay.id)).all();
    expect(log).toEqual([
      expect.objectContaining({
        kind: "accepted_suggestion",
        userId,
        promptVersions: { fix_suggestion: 1 },
        touched: { version: 1, revision: essay.revision + 1, start: 2, end: 2 + suggestion.length, text: suggestion },
      }),
    ]);

    const other = await withSuggestion(userId, "I helped the team.", "something Scout wrote but was rejected");
    const plain = await post(cookie, other.essay.id, {
      intent: "save",
      content: "I helped the team, my way.",
      baseRevision: String(other.essay.revision),
      resolveItemIds: other.item.id,
    });
    expect(plain.status).toBe(200);
    await plain.text();
    expect(await db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, other.essay.id)).all()).toEqual([]);
  });
});

describe("the authorship report", () => {
  it("lists N versions in order with their words added and removed, the origin of each, and the accepted passages", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const suggestion = "led the five-person launch team";
    const { essay, item } = await withSuggestion(userId, "I helped the team.", suggestion);
    await (await post(cookie, essay.id, { intent: "save", content: `I ${suggestion}.`, baseRevision: String(essay.revision), resolveItemIds: item.id })).text();
    const second = await post(cookie, essay.id, { intent: "new-version", notes: "", content: `I ${suggestion}. We shipped in May.` });
    expect([200, 202, 204, 302]).toContain(second.status);
    await second.text();
    const versions = await db().select().from(essaySubmissions).where(eq(essaySubmissions.essayTitle, essay.essayTitle)).all();
    expect(versions.map((version) => [version.version, version.origin])).toEqual(
      expect.arrayContaining([
        [1, null],
        [2, "typed"],
      ]),
    );
    const v2 = versions.find((version) => version.version === 2)!;
    await (await post(cookie, v2.id, { intent: "new-version", notes: "", content: "We shipped in May." })).text();

    const page = await request(`/app/essays/${v2.id}/report`, { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('name="robots" content="noindex"');
    const counts = [...html.matchAll(/data-testid="version-(\d)-counts">([^<]*)</g)].map((match) => [match[1], match[2]]);
    expect(counts).toEqual([
      ["1", "6 words · 6 added and 0 removed since an empty page"],
      ["2", "10 words · 4 added and 0 removed since version 1"],
      ["3", "4 words · 0 added and 6 removed since version 2"],
    ]);
    expect(html).toContain("Origin not recorded");
    expect(html).toContain("Saved from the applicant&#x27;s editor");
    expect(html).toContain(suggestion);
    // Facts only: no verdict, no score.
    expect(html).not.toMatch(/AI-free|\d+ ?% (human|AI|original)|authorship score/i);
  });

  it("downloads as a PDF drawn by the export's PDF code; another user's is a 404", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: "My own words here." });
    const response = await request(`/app/export/report/${essay.id}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("Stanford-GSB-Essay-A-authorship-report.pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getTitle()).toBe("Authorship report: Essay A");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const stranger = await signUp();
    const refused = await request(`/app/export/report/${essay.id}`, { headers: { cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    await refused.text();
  });

  it("is a 404 for another user's essay", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const essay = await createEssay(db(), alice.userId, { essayContent: "Alice's own" });
    const response = await request(`/app/essays/${essay.id}/report`, { headers: { cookie: bob.cookie } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Alice's own");
  });
});

describe("a share link", () => {
  it("is made once, opens the report signed out (noindex), is gone once revoked, and an unknown token looks the same", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: "My words only." });
    const made = await postReport(cookie, essay.id, { intent: "share" });
    const body = await made.text();
    expect(made.status, body).toBe(200);
    const token = /\/shared\/report\/([A-Za-z0-9_-]{43})/.exec(body)![1]!;
    const stored = await db().select().from(authorshipShares).where(eq(authorshipShares.userId, userId)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const open = await request(`/shared/report/${token}`);
    const html = await open.text();
    expect(open.status).toBe(200);
    expect(open.headers.get("x-robots-tag")).toContain("noindex");
    // The address holds the token: the route's no-referrer wins over the default policy.
    expect(open.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html).toContain("Authorship report: Essay A");
    // Who shared it, and the essay itself, as its newest version reads.
    expect(html).toContain("Shared with you by the applicant,");
    expect(html).toContain("My words only.");

    const unknown = await request(`/shared/report/${"x".repeat(43)}`);
    // Pages differ only by their request's nonce and id.
    const bare = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");
    const unknownBody = bare(await unknown.text());
    expect(unknown.status).toBe(404);
    const revoked = await postReport(cookie, essay.id, { intent: "revoke", shareId: stored[0]!.id });
    expect(revoked.status).toBe(200);
    await revoked.text();
    const after = await request(`/shared/report/${token}`);
    expect(after.status).toBe(404);
    expect(bare(await after.text())).toBe(unknownBody);
  });

  it("is gone with the account", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId, { essayContent: "Mine." });
    const token = /\/shared\/report\/([A-Za-z0-9_-]{43})/.exec(await (await postReport(cookie, essay.id, { intent: "share" })).text())![1]!;
    expect((await request(`/shared/report/${token}`)).status).toBe(200);
    const deleted = await postForm("/account/delete", {}, { cookie });
    expect(deleted.status).toBe(302);
    await deleted.text();
    expect(await db().select().from(authorshipShares).where(eq(authorshipShares.userId, userId)).all()).toEqual([]);
    expect((await request(`/shared/report/${token}`)).status).toBe(404);
  });
});
