import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

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
    { timeout: 30_000, interval: 200 },
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
    await (await postForm("/app/resume", { intent: "save", content: "Analyst. Led a team of four. resume-feedback", baseRevision: "0" }, { cookie })).text();
    const job = await finished(cookie, (await jobIdFrom(await postForm("/app/resume", { intent: "feedback" }, { cookie })))!);
    expect(job.status).toBe("done");
    const html = await (await request("/app/resume", { headers: { cookie } })).text();
    expect(html).toContain("Feedback (");
  }, 30_000);
});

describe("acting on feedback: the writer's dictionary and ignored passages", () => {
  type Item = { id: string; type: string; textReference?: { highlightText: string }; replacement?: string };
  const spellingOf = (items: Item[] | null, word: string) =>
    (items ?? []).filter((item) => item.type === "spelling" && item.textReference?.highlightText === word);
  const feedbackFor = async (cookie: string, essayId: string) =>
    (await finished(cookie, (await jobIdFrom(await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie })))!)).items as Item[] | null;

  it("adds a flagged word to this writer's dictionary: gone now and in every later check, for them only", async () => {
    const alice = await writerWithEssay("I led the zorbing team and recieved praise. dictionary-alice");
    const first = await feedbackFor(alice.cookie, alice.essayId);
    const [zorbing] = spellingOf(first, "zorbing");
    expect(zorbing).toBeTruthy();
    expect(spellingOf(first, "recieved")[0]?.replacement).toBe("received");

    const added = await postForm(`/app/essays/${alice.essayId}`, { intent: "add-word", itemId: zorbing!.id }, { cookie: alice.cookie });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Added to Your Dictionary");
    const page = await (await request(`/app/essays/${alice.essayId}`, { headers: { cookie: alice.cookie } })).text();
    expect(page).not.toContain("“zorbing” may be misspelled");

    const again = await feedbackFor(alice.cookie, alice.essayId);
    expect(spellingOf(again, "zorbing")).toEqual([]);
    expect(spellingOf(again, "recieved")).toHaveLength(1);

    // Another writer's checks do not know Alice's words.
    const bob = await writerWithEssay("Our zorbing club grew. dictionary-bob");
    expect(spellingOf(await feedbackFor(bob.cookie, bob.essayId), "zorbing")).toHaveLength(1);
  }, 60_000);

  it("only adds a spelling to the dictionary, and only from the writer's own feedback", async () => {
    const alice = await writerWithEssay("It was the the launch. dictionary-refusals");
    const items = (await feedbackFor(alice.cookie, alice.essayId)) ?? [];
    const repeated = items.find((item) => item.type === "grammar")!;
    const refused = await postForm(`/app/essays/${alice.essayId}`, { intent: "add-word", itemId: repeated.id }, { cookie: alice.cookie });
    expect(refused.status).toBe(400);
    await refused.text();
    const bob = await writerWithEssay("Nothing here. dictionary-other");
    const crossUser = await postForm(`/app/essays/${alice.essayId}`, { intent: "add-word", itemId: repeated.id }, { cookie: bob.cookie });
    expect(crossUser.status).toBe(404);
    await crossUser.text();
  }, 60_000);

  it("ignores an item for its passage: later feedback on this essay does not flag it there again", async () => {
    const alice = await writerWithEssay("The essay was written in one night. ignore-passive");
    const first = (await feedbackFor(alice.cookie, alice.essayId)) ?? [];
    const passive = first.find((item) => item.textReference?.highlightText === "written" && item.type === "clarity")!;
    expect(passive).toBeTruthy();
    const ignored = await postForm(`/app/essays/${alice.essayId}`, { intent: "ignore", itemId: passive.id }, { cookie: alice.cookie });
    expect(ignored.status).toBe(200);
    await ignored.text();
    const again = (await feedbackFor(alice.cookie, alice.essayId)) ?? [];
    expect(again.filter((item) => item.type === "clarity" && item.textReference?.highlightText === "written")).toEqual([]);
    expect(again.length).toBeGreaterThan(0);
  }, 60_000);
});
