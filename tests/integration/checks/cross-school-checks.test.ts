import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/entry";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { ignoreItem } from "../../../app/services/feedback/feedback-preferences.server";
import { createEssay, createFeedbackJob, createUser, saveResume } from "../../factories";
import { db } from "../helpers";
import { essayFeedbackRow, workRowsOf } from "../work-rows";

// The cross-school checks run with every feedback request, on the applicant's own texts only.

const story =
  "When our largest client threatened to leave in March, I gathered the eight engineers who had built their platform, and we spent three nights rebuilding the reporting pipeline that had failed them twice. By Friday the client signed a renewal, and two of those engineers now lead teams of their own.";

async function runFeedback(userId: string, essayId: string) {
  const job = await createFeedbackJob(db(), userId, essayId);
  const batch = createMessageBatch("scout-feedback", [{ id: "m0", timestamp: new Date(), attempts: 1, body: { jobId: job.id, userId } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  await getQueueResult(batch, ctx);
  const row = await essayFeedbackRow(userId, essayId);
  return (row?.feedbackData ?? []) as StoredFeedbackItem[];
}

describe("cross-school checks in feedback", () => {
  it("names the story told in the applicant's essay for another school, at exact offsets, and never another applicant's", async () => {
    const applicant = await createUser(db());
    const stranger = await createUser(db());
    const text = `Leadership, to me, is listening first. ${story} That is why I want to lead at Stanford.`;
    const essay = await createEssay(db(), applicant.id, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: text });
    await createEssay(db(), applicant.id, {
      school: "Wharton",
      essayTitle: "Essay 1",
      essayContent: `Teamwork is tested under pressure. ${story.replace("three nights", "three long nights")}`,
    });
    // Same school: not reuse across schools. Another applicant: never compared.
    await createEssay(db(), applicant.id, { school: "Stanford GSB", essayTitle: "Essay B", essayContent: story });
    await createEssay(db(), stranger.id, { school: "Harvard Business School", essayTitle: "Secret", essayContent: story });

    const reuse = (await runFeedback(applicant.id, essay.id)).filter((item) => item.type === "reuse");
    expect(reuse).toHaveLength(1);
    const [item] = reuse;
    expect(item!.comment).toMatch(/^Also in Wharton, Essay 1: \d+ words\.$/);
    expect(item!.source).toBe("check");
    const { startPos, endPos, highlightText } = item!.textReference!;
    expect(text.slice(startPos, endPos)).toBe(highlightText);
    expect(highlightText.startsWith("When our largest client")).toBe(true);
    expect(item!.related).toMatchObject({ school: "Wharton", title: "Essay 1" });
    expect(item!.related!.text).toContain("three long nights");
    expect(JSON.stringify(reuse)).not.toContain("Harvard");
  });

  it("lists a fact that the resume states otherwise, and only the applicant's resume", async () => {
    const applicant = await createUser(db());
    const stranger = await createUser(db());
    await saveResume(db(), applicant.id, "Acme Corp, Product Manager, 2021-2025. Led a team of 12 engineers.");
    await saveResume(db(), stranger.id, "Led a team of 8 engineers.");
    const text = "At Acme I built a team of eight that shipped the payments platform.";
    const essay = await createEssay(db(), applicant.id, { school: "Wharton", essayTitle: "Essay 1", essayContent: text });
    const facts = (await runFeedback(applicant.id, essay.id)).filter((item) => item.type === "consistency");
    expect(facts).toEqual([
      expect.objectContaining({
        textReference: { highlightText: "team of eight", startPos: text.indexOf("team of eight"), endPos: text.indexOf("team of eight") + 13 },
        comment: expect.stringContaining("In your resume: “team of 12”"),
      }),
    ]);
    // Dismissed once, it stays dismissed for that passage.
    expect(await ignoreItem(workRowsOf(applicant.id), applicant.id, { kind: "essay", essayId: essay.id }, facts[0]!.id)).toMatchObject({ ok: true });
    expect((await runFeedback(applicant.id, essay.id)).filter((item) => item.type === "consistency")).toEqual([]);
  });
});
