import { describe, expect, it } from "vitest";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createTrial } from "../../factories";
import { feedbackItem } from "../../support/application-builders";
import { db, postForm, signUp } from "../helpers";
import { feedbackOfEssay, storeEssayFeedback, workRowsOf } from "../work-rows";

// "Suggest a fix": a rewrite of one passage only when the applicant asks, kept on its item.

const route = encodeURIComponent("routes/app.essays.$essayId");
const ask = (cookie: string, essayId: string, itemId: string) =>
  postForm(`/app/essays/${essayId}.data?_routes=${route}`, { intent: "suggest-fix", itemId }, { cookie });

async function essayWithItem(userId: string, text: string, passage: string, extra: Partial<StoredFeedbackItem> = {}) {
  const essay = await createEssay(db(), userId, { school: "Booth", essayTitle: `Essay ${crypto.randomUUID()}`, essayContent: text });
  const item = feedbackItem(text, passage, extra);
  await storeEssayFeedback(userId, essay.id, [item]);
  return { essay, item };
}

const storedItem = async (essayId: string) => ((await feedbackOfEssay(essayId))!.feedbackData as StoredFeedbackItem[])[0]!;

describe("suggest a fix", () => {
  it("asks the model for that passage only, keeps the suggestion on the item, and asks once", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `fix-${crypto.randomUUID()}`;
    const passage = `I helped the team a lot ${marker}`;
    const { essay, item } = await essayWithItem(userId, `My first job was hard. ${passage}. We shipped.`, passage);
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify({ replacement: `I led the five-person team through the launch ${marker}` }) });

    const first = await ask(cookie, essay.id, item.id);
    const body = await first.text();
    expect(first.status, body).toBe(200);
    expect(body).toContain("I led the five-person team");
    expect((await storedItem(essay.id)).suggestion).toBe(`I led the five-person team through the launch ${marker}`);
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("Which team, and what did you do?");

    const again = await ask(cookie, essay.id, item.id);
    expect(again.status).toBe(200);
    await again.text();
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(1);
  });

  it("refuses a strength, a passage edited away since, someone with no plan, and another user's item", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const strength = await essayWithItem(userId, "We grew revenue 40%.", "grew revenue 40%", { kind: "strength" });
    const refusedStrength = await ask(cookie, strength.essay.id, strength.item.id);
    expect(refusedStrength.status).toBe(400);
    await refusedStrength.text();

    const moved = await essayWithItem(userId, "Some text here.", "text here");
    await workRowsOf(userId).update("essay_feedback", [moved.essay.id], {
      feedbackData: [{ ...moved.item, textReference: { highlightText: "gone words", startPos: 0, endPos: 10 } }],
    });
    const refusedMoved = await ask(cookie, moved.essay.id, moved.item.id);
    expect(refusedMoved.status).toBe(409);
    expect(await refusedMoved.text()).toContain("Save your essay, then ask again.");

    const noPlan = await signUp();
    const theirs = await essayWithItem(noPlan.userId, "A plain sentence.", "plain sentence");
    const refusedPlan = await ask(noPlan.cookie, theirs.essay.id, theirs.item.id);
    expect(refusedPlan.status).toBe(403);
    await refusedPlan.text();

    const stranger = await ask(noPlan.cookie, strength.essay.id, strength.item.id);
    expect(stranger.status).toBe(404);
    await stranger.text();
    expect((await storedItem(theirs.essay.id)).suggestion).toBeUndefined();
  });
});
