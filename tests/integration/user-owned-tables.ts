import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import * as schema from "../../db/schema";
import { userObjectClient } from "../../workers/user-object/client";
import { createVersion } from "../../app/services/essays/essays.server";
import { addSchool, createConversation, createEssay, createFeedbackJob, createInterviewWith, createTrial, saveGoals, saveResume } from "../factories";
import { db, memoVersion } from "./helpers";
import { createChat } from "./coach/chat-rows";
import { workRowsOf } from "./work-rows";

/** Every table with a user_id column (D1 allows PRAGMA statements, not pragma table functions). */
export async function userOwnedTables() {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const owned: string[] = [];
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>();
    if (columns.results.some((column) => column.name === "user_id")) owned.push(name);
  }
  return owned;
}

/** The object's tables that hold the user's own text and work (docs/scale.md steps 1 to 3), walked with D1's. */
export const OBJECT_TABLES = ["version_body", "essay_head", "chat_conversation", "chat_message", "work_row", "live_session", "page_memo"] as const;

/** How many rows each user-owned table still holds for this user (plus the user row itself, and the user object's tables as `object:<name>`). */
export async function rowsLeftFor(userId: string) {
  const left: Record<string, number> = {};
  for (const name of await userOwnedTables()) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE user_id = ?`).bind(userId).first<{ n: number }>();
    left[name] = row?.n ?? 0;
  }
  const userRow = await env.DB.prepare(`SELECT count(*) AS n FROM "user" WHERE id = ?`).bind(userId).first<{ n: number }>();
  left.user = userRow?.n ?? 0;
  for (const name of OBJECT_TABLES) left[`object:${name}`] = await objectRows(userId, name);
  return left;
}

/** Rows of one table in the user's object, read inside it (0 once its storage was erased). */
function objectRows(userId: string, table: string) {
  return runInDurableObject(env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)), (_instance, state) => {
    const exists = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length > 0;
    return exists ? state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`).one().n : 0;
  });
}

/** A row in every user-owned table (and the user object's counters): the deletion and archive walks check each. */
export async function fillAccount(userId: string, email: string) {
  const essay = await createEssay(db(), userId, { essayContent: "My story" });
  // A word kept in the user's object (its work rows moved there), then rows written to D1 after the
  // move as an older release would during a deploy: the walks find both.
  await workRowsOf(userId).put("user_words", [{ userId, word: "objectword" }]);
  await createFeedbackJob(db(), userId, essay.id);
  await db().insert(schema.essayFeedback).values({ essayId: essay.id, userId, feedbackData: [] });
  await db().insert(schema.userWords).values({ userId, word: "zorbing" });
  await db().insert(schema.writingPreferences).values({ userId, englishVariant: "uk" });
  await db().insert(schema.feedbackIgnores).values({ userId, essayId: essay.id, target: essay.id, type: "clarity", passage: "written" });
  await db().insert(schema.resumeFeedback).values({ userId, feedbackData: [] });
  await createTrial(db(), userId);
  // A second version: the first one's text moves to the user's object (version_body), and the
  // second's too, as the essay's newest (version_body and essay_head).
  await createVersion(db(), userObjectClient(env.USER_OBJECT, userId), userId, essay.id, "Retold", "My story, retold");
  await saveGoals(db(), userId, { longTermVision: "Lead" });
  await saveResume(db(), userId, "Analyst");
  // A conversation in the user's object, and one still in D1 (written before the move reached it).
  await createChat(userId, "Kept", [{ type: "user", content: "Hello from the object" }]);
  await createConversation(db(), userId, "Hi", [{ type: "user", content: "Hello" }]);
  await addSchool(db(), userId, "Wharton", 1);
  await db().insert(schema.userRoles).values({ userId, role: "admin" });
  await db()
    .insert(schema.newsletterSubscribers)
    .values({ userId, email, tags: ["signup"] });
  await db().insert(schema.analyticsEvents).values({ userId, name: "login", path: "/" });
  await db().insert(schema.emailOutbox).values({ userId, to: email, subject: "s", text: "t" });
  await db().insert(schema.userSchoolPlans).values({ userId, school: "Wharton", cycle: "2026-2027", round: "R1" });
  await db()
    .insert(schema.calendarFeeds)
    .values({ userId, tokenHash: `hash-${userId}` });
  await db().insert(schema.deadlineReminders).values({ userId, school: "Wharton", round: "R1", deadlineAt: new Date(), daysBefore: 3 });
  await db().insert(schema.emailPreferences).values({ userId, deadlineReminders: false, interviewReminders: false });
  await db().insert(schema.seasonReminders).values({ userId, kind: "interview", lead: "two_hours", school: "Wharton", subjectId: "step-1", dueAt: new Date() });
  await db()
    .insert(schema.supportAccessGrants)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) });
  await db()
    .insert(schema.aiDisclosures)
    .values({ userId, essayId: essay.id, school: essay.school, essayTitle: essay.essayTitle, kind: "feedback_run", touched: { version: 1, revision: 0 } });
  await db()
    .insert(schema.authorshipShares)
    .values({ userId, essayId: essay.id, tokenHash: `share-${userId}` });
  const [readerLink] = await db()
    .insert(schema.readerLinks)
    .values({
      userId,
      essayId: essay.id,
      tokenHash: `reader-${userId}`,
      readerName: "Sam",
      role: "friend",
      scale: ["voice"],
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db().insert(schema.readerComments).values({ userId, linkId: readerLink!.id, essayId: essay.id, quote: "My story", start: 0, end: 8, body: "Warm" });
  await db()
    .insert(schema.voiceSessions)
    .values({ userId, context: "global", promptVersions: { voice_global: 1 } });
  await db()
    .insert(schema.deadLetters)
    .values({ queue: "scout-feedback", body: { jobId: "j", userId }, userId });
  await db()
    .insert(schema.accountArchives)
    .values({ userId, status: "failed", requestedAt: new Date(Date.now() - 2 * 86_400_000) });
  // Its transcript is kept in parts (mock_interview_transcripts).
  const mock = await createInterviewWith(db(), { userId, formatId: "behavioural", status: "ended" }, [
    { speaker: "applicant", text: "I led", startMs: 0, endMs: 1_000 },
  ]);
  // Its debrief, in its table as the work rows keep it in D1 (before the move, after a rollback).
  await db()
    .insert(schema.mockInterviewDebriefs)
    .values({ interviewId: mock.id, userId, debrief: { summary: "Clear", scores: [], dropped: 0 } });
  const [recommender] = await db().insert(schema.recommenders).values({ userId, name: "Jo", email: "jo@example.com", relationship: "client" }).returning();
  const [letter] = await db().insert(schema.recommenderLetters).values({ userId, recommenderId: recommender!.id, school: "Wharton" }).returning();
  await db().insert(schema.recommenderBriefs).values({ userId, recommenderId: recommender!.id, content: "Brief" });
  // Its text, in its table as the work rows keep it in D1 (before the move, after a rollback).
  await db().insert(schema.recommenderBriefTexts).values({ userId, recommenderId: recommender!.id, content: "Brief" });
  await db()
    .insert(schema.recommenderShares)
    .values({ userId, recommenderId: recommender!.id, tokenHash: `brief-${userId}` });
  await db().insert(schema.letterReminders).values({ userId, letterId: letter!.id, deadlineAt: new Date(), daysBefore: 7 });
  await db().insert(schema.recommenderNudges).values({ userId, recommenderId: recommender!.id, week: 1 });
  await db().insert(schema.recommenderNudgeWeeks).values({ userId, week: 1, nudges: 1 });
  await db().insert(schema.applicationItems).values({ userId, school: "Wharton", kind: "custom", label: "GMAT score report" });
  await db()
    .insert(schema.testScores)
    .values({ userId, test: "gmat_focus", score: 705, sections: { quant: 84 }, takenOn: "2026-10-12" });
  const [submission] = await db()
    .insert(schema.schoolSubmissions)
    .values({
      userId,
      school: "Wharton",
      cycle: "2026-2027",
      round: "R1",
      submittedOn: "2026-09-03",
      snapshot: { essays: [], answers: [], disclosure: "None" },
    })
    .returning();
  // What Wharton was sent, in its table as the work rows keep it in D1 (before the move, after a rollback).
  await db()
    .insert(schema.schoolSubmissionSnapshots)
    .values({ submissionId: submission!.id, userId, snapshot: { essays: [], answers: [{ label: "Work history", answer: "Acme" }], disclosure: "None" } });
  const [waitlisted] = await db()
    .insert(schema.applicationSteps)
    .values({ userId, submissionId: submission!.id, school: "Wharton", seq: 1, kind: "decision", decision: "waitlisted", happenedOn: "2026-12-10" })
    .returning();
  // Interviewed at HBS: the applicant's debrief and reflection.
  const [hbs] = await db()
    .insert(schema.schoolSubmissions)
    .values({ userId, school: "HBS", cycle: "2026-2027", round: "R1", submittedOn: "2026-09-03", snapshot: { essays: [], answers: [], disclosure: null } })
    .returning();
  const [interview] = await db()
    .insert(schema.applicationSteps)
    .values({ userId, submissionId: hbs!.id, school: "HBS", seq: 1, kind: "interviewed", happenedOn: "2026-11-20" })
    .returning();
  // Denied at HBS's 2026-27 round, then reapplying there for 2027-28.
  const [denied] = await db()
    .insert(schema.applicationSteps)
    .values({ userId, submissionId: hbs!.id, school: "HBS", seq: 2, kind: "decision", decision: "denied", happenedOn: "2026-12-10" })
    .returning();
  await db()
    .insert(schema.schoolReapplications)
    .values({ userId, school: "HBS", decisionStepId: denied!.id, cycle: "2027-2028", questionsCycle: "2026-2027", carried: [], reapplicantQuestion: null });
  await db()
    .insert(schema.interviewNotes)
    .values({ userId, interviewStepId: interview!.id, school: "HBS", questions: "Why now?", howItWent: "Well", reflection: "One more thing." });
  await db().insert(schema.waitlistLetters).values({ userId, decisionStepId: waitlisted!.id, school: "Wharton", body: "Since I applied, I was promoted." });
  // Admitted later off the waitlist: an offer with a deposit, and the comparison's settings.
  const [admitted] = await db()
    .insert(schema.applicationSteps)
    .values({ userId, submissionId: submission!.id, school: "Wharton", seq: 2, kind: "decision", decision: "admitted", happenedOn: "2027-03-10" })
    .returning();
  const [offer] = await db()
    .insert(schema.offers)
    .values({ userId, decisionStepId: admitted!.id, school: "Wharton", currency: "USD", costMinor: 12_000_000, costSource: "own" })
    .returning();
  await db()
    .insert(schema.offerItems)
    .values({ userId, offerId: offer!.id, kind: "deposit", name: "Deposit", amountMinor: 200_000, currency: "USD", dueOn: "2027-04-15" });
  const [matriculation] = await db()
    .insert(schema.matriculations)
    .values({ userId, decisionStepId: admitted!.id, school: "Wharton", chosenOn: "2027-03-12", international: true })
    .returning();
  await db()
    .insert(schema.matriculationItems)
    .values({ userId, matriculationId: matriculation!.id, kind: "custom", label: "Visa photos", dueOn: "2027-05-01" });
  await db()
    .insert(schema.offerComparisons)
    .values({ userId, criteria: [{ id: "c1", name: "Career", weight: 5 }], baseCurrency: "USD" });
  await db().insert(schema.profilePositions).values({ userId, employer: "Acme", title: "Analyst", startMonth: "2021-07" });
  await db()
    .insert(schema.profileEducation)
    .values({ userId, institution: "State University", degree: "BA Economics", endMonth: "2021-06", gpa: 3.7, gpaScale: 4 });
  await db().insert(schema.profileLanguages).values({ userId, language: "Spanish", level: "fluent" });
  await db().insert(schema.profileCircumstances).values({ userId, reapplicant: true, international: false });
  await userObjectClient(env.USER_OBJECT, userId).usage.record("textMessages", 3, null);
  // What a page read from D1, kept in the object for its next view (workers/page-memo.ts).
  const version = await memoVersion(userId);
  if (!(await userObjectClient(env.USER_OBJECT, userId).pageMemo.keep("/app", version, JSON.stringify({ "all select 1 []": [{ one: 1 }] }), null))) {
    throw new Error("the page memo was not kept");
  }
}
