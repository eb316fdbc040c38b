import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../db/schema";
import { createTrial } from "../factories";
import { db, postForm, request, signUp } from "./helpers";

type Job = { status: string; error: string | null; items: { id: string; type: string; source: string }[] | null };

async function writerWithEssay(content: string) {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie: user.cookie })).text();
  const [essay] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  await (await postForm(`/app/essays/${essay!.id}`, { intent: "save", content, baseRevision: "0" }, { cookie: user.cookie })).text();
  return { ...user, essayId: essay!.id };
}

const jobIdFrom = async (response: Response) => {
  const text = await response.text();
  return (
    /"jobId","([0-9a-f-]{36})"/.exec(text)?.[1] ?? /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(text.slice(text.indexOf("jobId")))?.[1]
  );
};

async function finished(cookie: string, jobId: string): Promise<Job> {
  let job: Job | null = null;
  await vi.waitFor(
    async () => {
      job = (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie } })).json()) as Job;
      expect(["done", "failed"]).toContain(job.status);
    },
    { timeout: 15_000, interval: 200 },
  );
  return job!;
}

describe("requesting essay feedback", () => {
  it("queues a job, which the consumer finishes, and the page then shows the items", async () => {
    const { cookie, essayId } = await writerWithEssay("I recieved a promotion. feedback-request-happy");
    const jobId = await jobIdFrom(await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie }));
    expect(jobId).toBeTruthy();
    const job = await finished(cookie, jobId!);
    expect(job.status).toBe("done");
    expect(job.items?.some((item) => item.type === "spelling")).toBe(true);
    expect(job.items?.some((item) => item.source === "ai")).toBe(true);
    const html = await (await request(`/app/essays/${essayId}`, { headers: { cookie } })).text();
    expect(html).toContain("may be misspelled");
  }, 30_000);

  it("does not start a duplicate while one is running", async () => {
    const { cookie, essayId } = await writerWithEssay("Some words. feedback-no-duplicate");
    const [first, second] = await Promise.all([1, 2].map(async () => jobIdFrom(await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie }))));
    expect(second).toBe(first);
    await finished(cookie, first!);
  }, 30_000);

  it("resolves one item and clears the rest", async () => {
    const { cookie, essayId } = await writerWithEssay("I recieved it. It was written badly. feedback-resolve");
    const job = await finished(cookie, (await jobIdFrom(await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie })))!);
    const [first, ...rest] = job.items!;
    const resolved = await postForm(`/app/essays/${essayId}`, { intent: "resolve", itemId: first!.id }, { cookie });
    expect(await resolved.text()).toContain("Feedback Resolved");
    let html = await (await request(`/app/essays/${essayId}`, { headers: { cookie } })).text();
    expect(html).toContain(`Feedback (${rest.length})`);
    await (await postForm(`/app/essays/${essayId}`, { intent: "clear" }, { cookie })).text();
    html = await (await request(`/app/essays/${essayId}`, { headers: { cookie } })).text();
    expect(html).not.toContain("Feedback (");
  }, 30_000);

  it("is a 404 for another user's essay, job and feedback", async () => {
    const owner = await writerWithEssay("Private words. feedback-cross-user");
    const jobId = await jobIdFrom(await postForm(`/app/essays/${owner.essayId}`, { intent: "feedback" }, { cookie: owner.cookie }));
    await finished(owner.cookie, jobId!);
    const intruder = await signUp();
    for (const fields of [{ intent: "feedback" }, { intent: "clear" }, { intent: "resolve", itemId: crypto.randomUUID() }]) {
      const response = await postForm(`/app/essays/${owner.essayId}`, fields as Record<string, string>, { cookie: intruder.cookie });
      expect(response.status).toBe(404);
      await response.text();
    }
    const job = await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie: intruder.cookie } });
    expect(job.status).toBe(404);
    await job.text();
  }, 30_000);
});

describe("requesting resume feedback", () => {
  it("refuses an empty resume and reviews a saved one", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const empty = await postForm("/app/resume", { intent: "feedback" }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please add some content to your resume before getting feedback.");
    await (await postForm("/app/resume", { intent: "save", content: "Analyst. Led a team of four. resume-feedback" }, { cookie })).text();
    const job = await finished(cookie, (await jobIdFrom(await postForm("/app/resume", { intent: "feedback" }, { cookie })))!);
    expect(job.status).toBe("done");
    const html = await (await request("/app/resume", { headers: { cookie } })).text();
    expect(html).toContain("Feedback (");
  }, 30_000);
});
