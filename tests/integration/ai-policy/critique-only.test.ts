import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiDisclosures } from "../../../db/schema";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { REMOVED_PASSAGE } from "../../../app/domain/ai-policy/rewrite-check";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createFeedbackJob, createTrial, createUser } from "../../factories";
import { feedbackItem } from "../../support/application-builders";
import { db, postForm, signUp } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { feedbackOfEssay, storeEssayFeedback } from "../work-rows";

// Critique-only (app/domain/ai-policy/critique-only.ts): where a school prohibits AI-written
// content, the feedback run tells the model, drops a planted rewrite and logs it, and "Suggest a
// fix" is refused before any model call. Chat's and voice's part: ai-policy.test.ts.

const deliver = (body: unknown) => deliverToQueue("scout-feedback", [body]);
const logOf = (essayId: string) => db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, essayId)).all();
const feedbackOf = async (essayId: string) => (await feedbackOfEssay(essayId))!;

describe("Scout obeys a prohibiting school", () => {
  it("the feedback pipeline tells the model, drops a planted rewrite from its answer, and records it in the essay's log", async () => {
    const marker = `policy-drop-${crypto.randomUUID()}`;
    const applicant = await createUser(db());
    const text = `I joined the team in 2019 and I learned to listen. ${marker}`;
    const essay = await createEssay(db(), applicant.id, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: text });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    const planted = "I transformed a struggling team into the most productive group in the company.";
    const answer = {
      overall: `Strong start. Consider opening with: "${planted}" Then say why Stanford.`,
      feedback: [
        { kind: "problem", type: "specificity", severity: "major", paragraph: 1, comment: `Too vague. Try: "${planted}"`, textReference: null },
        {
          kind: "problem",
          type: "evidence",
          severity: "minor",
          paragraph: 1,
          comment: 'You write "I joined the team in 2019 and I learned to listen" but what did you hear?',
          textReference: null,
        },
      ],
    };
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify(answer) });
    const result = await deliver({ jobId: created.id, userId: applicant.id });
    expect(result.explicitAcks).toEqual(["m0"]);

    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    const system = (JSON.parse(sent.body) as { messages: { role: string; content: string }[] }).messages[0]!.content;
    expect(system).toContain("critique-only mode");

    const stored = await feedbackOf(essay.id);
    const comments = (stored.feedbackData as StoredFeedbackItem[]).filter((item) => item.source === "ai").map((item) => item.comment);
    expect(JSON.stringify(comments)).not.toContain("most productive group");
    expect(comments).toContain(`Too vague. Try: ${REMOVED_PASSAGE}`);
    // The applicant's own words quoted back are kept.
    expect(comments).toContain('You write "I joined the team in 2019 and I learned to listen" but what did you hear?');
    expect(stored.overallNote).not.toContain("most productive group");

    const log = await logOf(essay.id);
    expect(log).toEqual([
      expect.objectContaining({
        kind: "feedback_run",
        userId: applicant.id,
        mode: "critique-only",
        droppedPassages: 2,
        promptVersions: expect.objectContaining({ feedback_base: 1, critique_only: 1 }),
        touched: { version: 1, revision: essay.revision },
      }),
    ]);
  });

  it("a school that permits AI help keeps the answer as it is, and the run is logged as standard", async () => {
    const marker = `policy-keep-${crypto.randomUUID()}`;
    const applicant = await createUser(db());
    const essay = await createEssay(db(), applicant.id, { school: "Booth", essayTitle: "Essay 1", essayContent: `I led a team. ${marker}` });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    const comment = 'Try: "I turned a failing launch into the fastest release in company history."';
    await scriptFake(FAKE_PORTS.openai, {
      match: marker,
      content: JSON.stringify({
        overall: "Fine.",
        feedback: [{ kind: "problem", type: "specificity", severity: "major", paragraph: 1, comment, textReference: null }],
      }),
    });
    await deliver({ jobId: created.id, userId: applicant.id });
    const comments = ((await feedbackOf(essay.id)).feedbackData as StoredFeedbackItem[]).map((item) => item.comment);
    expect(comments).toContain(comment);
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    expect(sent.body).not.toContain("critique-only mode");
    expect(await logOf(essay.id)).toEqual([expect.objectContaining({ kind: "feedback_run", mode: "standard", droppedPassages: 0 })]);
  });

  it("refuses Suggest a fix for a Stanford essay with the reason, before any model call", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `policy-fix-${crypto.randomUUID()}`;
    const text = `I helped the team a lot ${marker}.`;
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: text });
    const item = feedbackItem(text, "helped the team");
    await storeEssayFeedback(userId, essay.id, [item]);
    const route = encodeURIComponent("routes/app.essays.$essayId");
    const response = await postForm(`/app/essays/${essay.id}.data?_routes=${route}`, { intent: "suggest-fix", itemId: item.id }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("the school prohibits AI-written content");
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toEqual([]);
    expect(await logOf(essay.id)).toEqual([]);
  });
});
