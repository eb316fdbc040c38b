import { describe, expect, it } from "vitest";
import { createPaidPlan, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// A mock interview that cannot be held says so before it is chosen and before Start, with the way
// through (a plan), not only after Start is pressed.

const page = async (cookie: string, path: string) => (await request(path, { headers: { cookie } })).text();

describe("the voice time an interview needs, said before it is chosen", () => {
  it("tells a trial applicant that a 30-minute interview does not fit their 5 minutes, on the list and before Start", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const list = await page(cookie, "/app/interviews");
    expect(list).toContain("This interview takes 30 minutes and you have 5 min 0 s of voice time left.");
    expect(list).toContain('href="/plans"');
    // The interview page itself (an interview made before, or by a script) says it before Start.
    const made = await postForm("/app/interviews", { intent: "start", formatId: "application-based" }, { cookie });
    const id = made.headers.get("location")!.split("/").pop()!;
    const interview = await page(cookie, `/app/interviews/${id}`);
    expect(interview).toContain("This interview takes 30 minutes and you have 5 min 0 s of voice time left.");
    expect(interview).not.toContain("Start the interview");
  });

  it("tells someone with no plan to start a trial, and offers a paying applicant every interview", async () => {
    const none = await signUp();
    expect(await page(none.cookie, "/app/interviews")).toContain("Start your free trial to talk with Scout.");
    const paying = await signUp();
    await createPaidPlan(db(), paying.userId, "pro");
    const list = await page(paying.cookie, "/app/interviews");
    expect(list).not.toContain("of voice time left");
    expect(list).toContain("Practice (30 min)");
  });
});
