import { describe, expect, it } from "vitest";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { ignoreItem } from "../../../app/services/feedback/feedback-preferences.server";
import { createEssay, createFeedbackJob, createUser } from "../../factories";
import { db } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { feedbackOfEssay, workRowsOf } from "../work-rows";

// The wrong-school check (its rule: app/domain/checks/wrong-school.ts, the names it knows: the
// catalogue's), run by services/checks/essay-checks.server.ts with the essay's other checks in
// each feedback run, off the request that asked for it. A new school's names, added by an operator:
// tests/integration/catalogue/schools-worldwide.test.ts.

const deliver = (...bodies: unknown[]) => deliverToQueue("scout-feedback", bodies);
const feedbackOf = (essayId: string) => feedbackOfEssay(essayId);

describe("the wrong-school check, in a feedback run", () => {
  it("names another school's name as a major item at its offsets, and an ignored one stays ignored on the next run", async () => {
    const applicant = await createUser(db());
    const text = "Booth's flexible curriculum fits me. At Kellogg I would join the Energy Club. queue-school";
    const essay = await createEssay(db(), applicant.id, { school: "Booth", essayContent: text });
    const first = await createFeedbackJob(db(), applicant.id, essay.id);
    await deliver({ jobId: first.id, userId: applicant.id });
    const items = (await feedbackOf(essay.id))!.feedbackData as StoredFeedbackItem[];
    const wrong = items.filter((item) => item.comment.includes("this essay is for Booth"));
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({ severity: "major", source: "check", textReference: { highlightText: "Kellogg", startPos: text.indexOf("Kellogg") } });

    expect(await ignoreItem(workRowsOf(applicant.id), applicant.id, { kind: "essay", essayId: essay.id }, wrong[0]!.id)).toEqual({ ok: true });
    const second = await createFeedbackJob(db(), applicant.id, essay.id);
    await deliver({ jobId: second.id, userId: applicant.id });
    const again = (await feedbackOf(essay.id))!.feedbackData as StoredFeedbackItem[];
    expect(again.filter((item) => item.textReference?.highlightText === "Kellogg")).toEqual([]);
  });
});
