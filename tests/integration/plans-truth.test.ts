import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema";
import { addSchool } from "../factories";
import { db, pageAfter, postForm, request, signUp } from "./helpers";

// A plan never sells what this installation does not offer (#28.7). The test worker has no office
// hours set up (no question form, booking page or voice memo link), as a fresh installation.
describe("plans that tell the truth", () => {
  it("does not promise office hours that are not set up, and states the trial's own limits next to Unlimited", async () => {
    const html = await (await request("/plans")).text();
    expect(html).not.toMatch(/office hours/i);
    expect(html).toContain("Voice with no monthly limit");
    expect(html).toContain("Every plan includes");
    expect(html).toContain("During the free trial: 50 messages, 5 voice minutes and 3 essays");
  });

  it("leaves Office Hours out of the navigation while none of its services is set up, and its address says so", async () => {
    const { cookie } = await signUp();
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain('href="/app/deadlines"');
    expect(html).not.toContain('href="/app/office-hours"');
    const page = await (await request("/app/office-hours", { headers: { cookie } })).text();
    expect(page).toContain("Office hours with a coach are not open yet.");
    expect(page).not.toContain("not open yet. Please check back soon");
  });

  it("lets a trial user choose the plan their trial becomes", async () => {
    const { cookie, userId } = await signUp();
    await (await postForm("/plans", { intent: "start-trial", plan: "pro" }, { cookie })).text();
    const before = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    const text = await pageAfter(await postForm("/plans", { intent: "start-trial", plan: "essential" }, { cookie }), cookie);
    expect(text).not.toContain("Trial Already Active");
    expect(text).toContain("Your trial continues on Essential");
    const after = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    // The plan changes; the trial's end does not.
    expect(after).toMatchObject({ status: "trialing", tier: "essential" });
    expect(after!.trialEnd!.getTime()).toBe(before!.trialEnd!.getTime());
  });

  it("shows the trial's end against the next deadline when it falls before it", async () => {
    const { cookie, userId } = await signUp();
    await (await postForm("/plans", { intent: "start-trial", plan: "pro" }, { cookie })).text();
    await addSchool(db(), userId, "Columbia", 1);
    await (await postForm("/app/deadlines", { intent: "round", school: "Columbia", round: "R2" }, { cookie })).text();
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toMatch(/Your free trial ends [A-Z][a-z]{2} \d{1,2}, \d{4}, before your Columbia R2 deadline \(Jan 5, 2027\)/);
    expect(html).toContain('href="/plans"');
  });
});
