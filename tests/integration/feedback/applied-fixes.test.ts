import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { createTrial } from "../../factories";
import { db, essayRow, postForm, request, signUp } from "../helpers";
import { feedbackOfEssay } from "../work-rows";

// An applied fix's comment is resolved only when the server has the text with the fix.

type Job = { status: string; items: { id: string; type: string }[] | null };

async function essayWithFeedback(content: string) {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie: user.cookie })).text();
  const [essay] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  const essayId = essay!.id;
  await (await postForm(`/app/essays/${essayId}`, { intent: "save", content, baseRevision: "0" }, { cookie: user.cookie })).text();
  const asked = await (await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie: user.cookie })).text();
  const jobId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(asked.slice(asked.indexOf("jobId")))![1]!;
  let job: Job | null = null;
  await vi.waitFor(
    async () => {
      job = (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie: user.cookie } })).json()) as Job;
      expect(job.status).toBe("done");
    },
    { timeout: 30_000, interval: 200 },
  );
  const spelling = job!.items!.find((item) => item.type === "spelling")!;
  const others = job!.items!.filter((item) => item.id !== spelling.id);
  return { ...user, essayId, spelling, others };
}

const storedItemIds = async (essayId: string) => {
  const row = await feedbackOfEssay(essayId);
  return (row!.feedbackData as { id: string }[]).map((item) => item.id);
};

describe("saving an applied fix", () => {
  it("saves the text and resolves its item in the one request", async () => {
    const { cookie, essayId, spelling } = await essayWithFeedback("I recieved praise. applied-fix-saved");
    const answer = await postForm(
      `/app/essays/${essayId}`,
      { intent: "save", content: "I received praise. applied-fix-saved", baseRevision: "1", resolveItemIds: spelling.id },
      { cookie },
    );
    expect(answer.status).toBe(200);
    const essay = await essayRow(essayId);
    expect(essay!.essayContent).toBe("I received praise. applied-fix-saved");
    expect(await storedItemIds(essayId)).not.toContain(spelling.id);
  }, 30_000);

  it("keeps the item when the save is refused (a newer copy exists)", async () => {
    const { cookie, essayId, spelling } = await essayWithFeedback("I recieved praise. applied-fix-conflict");
    const answer = await postForm(
      `/app/essays/${essayId}`,
      { intent: "save", content: "I received praise. applied-fix-conflict", baseRevision: "0", resolveItemIds: spelling.id },
      { cookie },
    );
    expect(answer.status).toBe(409);
    expect(await storedItemIds(essayId)).toContain(spelling.id);
  }, 30_000);

  it("resolves every fix the save carries (one applied offline goes with the next save), and refuses ids that are not ids", async () => {
    const { cookie, essayId, spelling, others } = await essayWithFeedback("I recieved praise. It was written badly. applied-fix-several");
    const other = others[0]!;
    const refused = await postForm(
      `/app/essays/${essayId}`,
      { intent: "save", content: "I received praise. applied-fix-several", baseRevision: "1", resolveItemIds: "not-an-id" },
      { cookie },
    );
    expect(refused.status).toBe(400);
    const saved = await postForm(
      `/app/essays/${essayId}`,
      { intent: "save", content: "I received praise. applied-fix-several", baseRevision: "1", resolveItemIds: `${spelling.id},${other.id}` },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const left = await storedItemIds(essayId);
    expect(left).not.toContain(spelling.id);
    expect(left).not.toContain(other.id);
    expect(left).toHaveLength(others.length - 1);
  }, 30_000);
});
