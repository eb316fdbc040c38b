import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ChatEvent } from "../../../app/domain/coach/chat";
import { feedbackJobs, subscriptions, userSchools } from "../../../db/schema";
import { createEssay, createPaidPlan, createTrial, saveResume } from "../../factories";
import { openChatSocket } from "../coach/chat-socket";
import { db, postForm, postJson, sdpOffer, signUpFromBefore } from "../helpers";

// Every path that creates data or spends money asks the one entitlements module, and refuses
// someone with no plan (never started: "Start your free trial") or an ended trial, through the
// real routes, the /api routes and the user's object alike.
type Case = "none" | "trial_ended" | "trial" | "pro";

async function applicant(state: Case) {
  // Their resume is seeded in D1 the old way: an account from before.
  const account = await signUpFromBefore();
  if (state === "trial") await createTrial(db(), account.userId);
  if (state === "trial_ended") await createTrial(db(), account.userId, { endsAt: new Date(Date.now() - 60_000) });
  if (state === "pro") await createPaidPlan(db(), account.userId, "pro");
  const essay = await createEssay(db(), account.userId, { school: "Tuck", essayTitle: "Why Tuck" });
  const written = await createEssay(db(), account.userId, {
    school: "Tuck",
    essayTitle: "Leadership",
    essayContent: "Words I wrote",
    userWrittenAt: new Date(),
  });
  await saveResume(db(), account.userId, "Analyst at a bank");
  return { ...account, essay, written };
}

async function outcome(pending: Promise<Response>) {
  const response = await pending;
  return { status: response.status, text: await response.text() };
}

const isFailure = (event: ChatEvent): event is Extract<ChatEvent, { type: "failed" }> => event.type === "failed";

describe("the one entitlements module on every path", () => {
  for (const [state, title, code] of [
    ["none", "Start your free trial", "plan_required"],
    ["trial_ended", "Your Trial Has Expired", "trial_expired"],
  ] as const) {
    it(`refuses ${state === "none" ? "someone who never started a trial" : "an ended trial"} everywhere it costs or creates, saying ${title}`, async () => {
      const user = await applicant(state);
      const { cookie } = user;
      const feedback = await outcome(postForm(`/app/essays/${user.written.id}.data`, { intent: "feedback" }, { cookie }));
      expect(feedback.status).toBe(403);
      expect(feedback.text).toContain(title);
      const resumeFeedback = await outcome(postForm("/app/resume.data", { intent: "feedback" }, { cookie }));
      expect(resumeFeedback.status).toBe(403);
      expect(await db().select().from(feedbackJobs).where(eq(feedbackJobs.userId, user.userId))).toEqual([]);

      const school = await outcome(postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie }));
      expect(school.status).toBe(403);
      expect(school.text).toContain(title);
      expect(await db().select().from(userSchools).where(eq(userSchools.userId, user.userId))).toEqual([]);

      const firstWords = await outcome(
        postForm(`/app/essays/${user.essay.id}.data`, { intent: "save", content: "My first words", baseRevision: String(user.essay.revision) }, { cookie }),
      );
      expect(firstWords.status).toBe(403);
      expect(firstWords.text).toContain(title);
      // Editing an essay already written is not creating one: the writer keeps their work.
      const edit = await outcome(
        postForm(
          `/app/essays/${user.written.id}.data`,
          { intent: "save", content: "Words I rewrote", baseRevision: String(user.written.revision) },
          { cookie },
        ),
      );
      expect(edit.status).toBe(200);

      const version = await outcome(postForm(`/app/essays/${user.written.id}.data`, { intent: "new-version", notes: "v2" }, { cookie }));
      expect(version.status).toBe(403);

      const voice = await postJson("/api/voice/session", { context: "global", sdp: sdpOffer() }, cookie);
      expect(voice.status).toBe(403);
      expect(((await voice.json()) as { error: { code: string } }).error.code).toBe(code);

      const tab = await openChatSocket(cookie);
      tab.send("Hello Scout");
      expect(await tab.next(isFailure)).toMatchObject({ code });
      tab.close();
    });
  }

  for (const state of ["trial", "pro"] as const) {
    it(`lets ${state === "trial" ? "a live trial" : "a Pro plan"} request feedback and add a school`, async () => {
      const { cookie, written } = await applicant(state);
      expect((await outcome(postForm(`/app/essays/${written.id}.data`, { intent: "feedback" }, { cookie }))).status).toBe(200);
      expect((await outcome(postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie }))).status).toBe(200);
    });
  }

  it("a trial that ends between two requests is refused on the next one (no stale decision)", async () => {
    const { cookie, userId, written } = await applicant("trial");
    expect((await outcome(postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie }))).status).toBe(200);
    await db()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1_000) })
      .where(eq(subscriptions.userId, userId));
    expect((await outcome(postForm(`/app/essays/${written.id}.data`, { intent: "feedback" }, { cookie }))).status).toBe(403);
  });
});
