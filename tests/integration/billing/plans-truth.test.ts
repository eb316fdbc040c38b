import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, subscriptions, userSchools } from "../../../db/schema";
import { addSchool } from "../../factories";
import { db, pageAfter, postForm, request, signUp } from "../helpers";

// A plan never sells what this installation does not offer. The test worker has no office
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

  // Each thing /plans says about schools beyond Essential's 3 is what the server does.
  it("says, before Essential is chosen with 5 schools, what then happens to schools 4 and 5, and that is what happens", async () => {
    const { cookie, userId } = await signUp();
    await (await postForm("/plans", { intent: "start-trial", plan: "pro" }, { cookie })).text();
    const five = ["Wharton", "Tuck", "Columbia", "Stanford GSB", "Kellogg"];
    for (const school of five) await (await postForm("/app/schools", { intent: "add", school }, { cookie })).text();
    const html = await (await request("/plans", { headers: { cookie } })).text();
    expect(html).toContain("You have 5 schools; Essential includes 3. All 5 stay, with their essays and deadlines, and you can keep working on every one.");
    expect(html).toContain("You cannot add another school while you have 3 or more.");

    await (await postForm("/plans", { intent: "trial-plan", plan: "essential" }, { cookie })).text();
    // The trial becomes Essential when it ends (as the webhook writes a paid plan).
    await db()
      .update(subscriptions)
      .set({ status: "active", currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(subscriptions.userId, userId));

    const schools = await db().select({ school: userSchools.school }).from(userSchools).where(eq(userSchools.userId, userId));
    expect(schools.map((row) => row.school).sort()).toEqual([...five].sort());
    const kellogg = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId));
    const fifth = kellogg.find((essay) => essay.school === "Kellogg")!;
    const saved = await postForm(`/app/essays/${fifth.id}`, { intent: "save", content: "Still working on Kellogg.", baseRevision: "0" }, { cookie });
    expect(saved.status).toBe(200);
    await saved.text();
    const sixth = await postForm("/app/schools", { intent: "add", school: "Booth" }, { cookie });
    expect(sixth.status).toBe(403);
    expect(await sixth.text()).toContain("School Limit Reached");

    for (const school of ["Columbia", "Stanford GSB", "Kellogg"]) await (await postForm("/app/schools", { intent: "delete", school }, { cookie })).text();
    const third = await postForm("/app/schools", { intent: "add", school: "Booth" }, { cookie });
    expect(third.status).toBe(200);
    await third.text();
  });
});
