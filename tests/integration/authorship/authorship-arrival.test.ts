import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, user } from "../../../db/schema";
import { createEssay, createTrial } from "../../factories";
import { db, essayRow, postForm, request, signUp } from "../helpers";

// The authorship report says how text arrived in Scout's editor, as the editor reported it with
// each save, and nothing it cannot know: 637 pasted words read as pasted, never as typed.

const save = (cookie: string, essayId: string, content: string, baseRevision: number, arrival?: unknown) =>
  postForm(
    `/app/essays/${essayId}`,
    {
      intent: "save",
      content,
      baseRevision: String(baseRevision),
      ...(arrival === undefined ? {} : { arrival: typeof arrival === "string" ? arrival : JSON.stringify(arrival) }),
    },
    { cookie },
  );

const pasted = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");

async function writer() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  const essay = await createEssay(db(), account.userId, { school: "Stanford GSB", essayTitle: "What matters most", userWrittenAt: new Date() });
  return { ...account, essay };
}

describe("how text arrived", () => {
  it("adds up what the editor reported with each save, and the report says it in words", async () => {
    const { cookie, essay } = await writer();
    const text = pasted(637);
    const first = await save(cookie, essay.id, text, 0, { typed: 0, pastes: [{ chars: text.length, words: 637 }], drops: [], restored: 0 });
    expect(first.status).toBe(200);
    await first.text();
    await (await save(cookie, essay.id, `${text} And more.`, 1, { typed: 10, pastes: [], drops: [], restored: 0 })).text();
    // The totals as the applicant's object holds them (D1's summary follows within the minute).
    const row = await essayRow(essay.id);
    expect(row?.arrival).toMatchObject({ typed: 10, pastes: 1, pastedWords: 637, largestPasteWords: 637, unrecordedSaves: 0 });

    const html = await (await request(`/app/essays/${essay.id}/report`, { headers: { cookie } })).text();
    expect(html).toContain("How its text arrived: 10 characters typed in Scout&#x27;s editor; 637 words pasted in 1 paste.");
    expect(html).toContain("cannot see where pasted text came from");
    expect(html).not.toMatch(/typed by the applicant|written by the applicant/i);
    // No internal names of Scout's prompts.
    expect(html).not.toMatch(/feedback_base|critique_only v\d/);
  });

  it("counts a save that came without the editor's record as such", async () => {
    const { cookie, essay } = await writer();
    await (await save(cookie, essay.id, "Sent by a script.", 0)).text();
    const html = await (await request(`/app/essays/${essay.id}/report`, { headers: { cookie } })).text();
    expect(html).toContain("1 save with no record of how the text was entered (not sent from Scout&#x27;s editor)");
  });

  it("refuses a record it cannot read, and stores nothing of that save", async () => {
    const { cookie, essay } = await writer();
    for (const arrival of ["not json", JSON.stringify({ typed: -1, pastes: [], drops: [], restored: 0 }), JSON.stringify({ typed: 1 })]) {
      const refused = await save(cookie, essay.id, "Words.", 0, arrival);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("could not be read");
    }
    expect((await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id)).get())?.revision).toBe(0);
  });

  it("shows a shared report with the applicant's name and the essay, which a stranger's link never opens", async () => {
    const { cookie, userId, essay } = await writer();
    await db().update(user).set({ name: "Priya Raman" }).where(eq(user.id, userId));
    await (await save(cookie, essay.id, "What matters most to me is my grandmother's shop.", 0, { typed: 50, pastes: [], drops: [], restored: 0 })).text();
    const made = await postForm(
      `/app/essays/${essay.id}/report.data?_routes=${encodeURIComponent("routes/app_.essays.$essayId_.report")}`,
      { intent: "share" },
      { cookie },
    );
    const token = /\/shared\/report\/([A-Za-z0-9_-]{43})/.exec(await made.text())![1]!;
    const html = await (await request(`/shared/report/${token}`)).text();
    expect(html).toContain("Shared with you by Priya Raman");
    expect(html).toContain("The essay: version 1, as last saved");
    expect(html).toContain("What matters most to me is my grandmother&#x27;s shop.");
    // Times say their zone (UTC until the reader's browser names its own).
    expect(html).toMatch(/\(UTC\)/);
  });
});
