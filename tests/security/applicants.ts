import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { userObjectClient } from "../../workers/user-object/client";
import { seedSeason } from "./applicants-season";
import { addSchool, createConversation, createEssay, createFeedbackJob, createInterviewWith, createTrial, saveGoals, saveResume } from "../factories";
import { db, postJson, sdpOffer, signUp, signUpFromBefore } from "../integration/helpers";
import { createReaderLink } from "../../app/services/readers/reader-links.server";
import { addReaderNote } from "../../app/services/readers/reader-page.server";

// Two applicants for the battery: Alice, whose every kind of row exists and carries a marker
// that must never reach anyone else, and Bob, who tries to reach them.
export type Alice = Awaited<ReturnType<typeof seedAlice>>;

export async function seedAlice() {
  const account = await signUpFromBefore();
  const marker = `ALICE-SECRET-${crypto.randomUUID()}`;
  const { userId } = account;
  await createTrial(db(), userId);
  await addSchool(db(), userId, "Tuck", 1);
  const essay = await createEssay(db(), userId, { school: "Tuck", essayTitle: "Why Tuck", essayContent: `My story ${marker}`, versionNotes: marker });
  const job = await createFeedbackJob(db(), userId, essay.id);
  const essayItemId = crypto.randomUUID();
  const resumeItemId = crypto.randomUUID();
  const item = (id: string) => ({ id, source: "ai", type: "content", severity: "major", paragraph: 0, comment: `Comment ${marker}` });
  await db()
    .insert(schema.essayFeedback)
    .values({ essayId: essay.id, userId, feedbackData: [item(essayItemId)] });
  await saveResume(db(), userId, `Analyst ${marker}`);
  await db()
    .insert(schema.resumeFeedback)
    .values({ userId, feedbackData: [item(resumeItemId)] });
  await saveGoals(db(), userId, { longTermVision: `Lead ${marker}` });
  const conversation = await createConversation(db(), userId, `Chat ${marker}`, [{ type: "user", content: `Hello ${marker}` }]);
  const voice = await postJson("/api/voice/session", { context: "global", sdp: sdpOffer() }, account.cookie);
  const { voiceCallId } = (await voice.json()) as { voiceCallId: string };
  if (!voiceCallId) throw new Error(`Alice's voice call did not open: ${voice.status}`);
  // A ready account archive in R2, holding the marker (docs/export.md).
  const archiveId = crypto.randomUUID();
  const objectKey = `archives/${userId}/${archiveId}.zip`;
  await env.ARCHIVES.put(objectKey, `Archive ${marker}`);
  await db()
    .insert(schema.accountArchives)
    .values({ id: archiveId, userId, status: "ready", requestedAt: new Date(), readyAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000), objectKey });
  // A mock interview that has ended, its transcript and debrief holding the marker.
  const interview = await createInterviewWith(
    db(),
    {
      userId,
      formatId: "application-based",
      school: "Tuck",
      status: "ended",
      endedAt: new Date(),
      debriefStatus: "failed",
      debrief: { summary: `Debrief ${marker}`, scores: [{ criterion: "Evidence", score: 3, quote: `I led ${marker}`, comment: "Specific." }], dropped: 0 },
    },
    [{ speaker: "applicant", text: `I led ${marker}`, startMs: 0, endMs: 2_000 }],
  );
  // A recommender with a letter, a brief and a link, each carrying the marker.
  const [recommender] = await db()
    .insert(schema.recommenders)
    .values({ userId, name: `Jo ${marker}`, email: `jo-${marker.toLowerCase()}@example.com`, relationship: "supervisor" })
    .returning();
  const [letter] = await db().insert(schema.recommenderLetters).values({ userId, recommenderId: recommender!.id, school: "Tuck" }).returning();
  await db()
    .insert(schema.recommenderBriefs)
    .values({ userId, recommenderId: recommender!.id, content: `Brief ${marker}` });
  const [briefShare] = await db()
    .insert(schema.recommenderShares)
    .values({ userId, recommenderId: recommender!.id, tokenHash: `brief-${marker}` })
    .returning();
  const recommenderIds = { recommenderId: recommender!.id, letterId: letter!.id, briefShareId: briefShare!.id };
  // An item of her own on Tuck's checklist, and a GRE score: Bob has no GRE score.
  const [checklistItem] = await db()
    .insert(schema.applicationItems)
    .values({ userId, school: "Tuck", kind: "custom", label: `Visit ${marker}` })
    .returning();
  await db().insert(schema.testScores).values({ userId, test: "gre", score: 331, takenOn: "2026-09-01" });
  // A job on her profile, and Tuck marked submitted with what was sent: each holds the marker.
  const [position] = await db()
    .insert(schema.profilePositions)
    .values({ userId, employer: `Acme ${marker}`, title: "Analyst", startMonth: "2021-07" })
    .returning();
  const [submission] = await db()
    .insert(schema.schoolSubmissions)
    .values({
      userId,
      school: "Tuck",
      cycle: "2026-2027",
      round: "R1",
      submittedOn: "2026-09-20",
      snapshot: { essays: [], answers: [], disclosure: `Sent ${marker}` },
    })
    .returning();
  // Invited to interview at Tuck, with whom: the interviewer's name holds the marker.
  const [standingStep] = await db()
    .insert(schema.applicationSteps)
    .values({
      userId,
      submissionId: submission!.id,
      school: "Tuck",
      seq: 1,
      kind: "invited",
      happenedOn: "2026-11-20",
      slotAt: new Date(Date.now() + 10 * 86_400_000),
      slotZone: "America/New_York",
      format: "video",
      interviewer: `Alum ${marker}`,
    })
    .returning();
  const season = await seedSeason(userId, marker);
  const readers = await seedReader(userId, essay.id, marker);
  return {
    ...readers,
    ...account,
    marker,
    essay,
    job,
    essayItemId,
    resumeItemId,
    conversation,
    voiceCallId,
    archiveId,
    interviewId: interview.id,
    ...recommenderIds,
    checklistItemId: checklistItem!.id,
    positionId: position!.id,
    standingStepId: standingStep!.id,
    ...season,
  };
}

/** A reader of Alice's essay (a link by its token) and their comment, proposing words that hold the marker. */
async function seedReader(userId: string, essayId: string, marker: string) {
  const made = await createReaderLink(db(), userId, essayId, {
    readerName: `Sam ${marker}`,
    readerEmail: `sam-${marker.toLowerCase()}@example.com`,
    role: "friend",
    lookFor: `Look ${marker}`,
    dueOn: null,
    scale: ["voice"],
  });
  if (!made.ok) throw new Error("Alice's reader link was not made");
  const noted = await addReaderNote(db(), userObject, made.token, { quote: "My story", near: 0, body: `Note ${marker}`, replacement: `Our story ${marker}` });
  if (!noted.ok) throw new Error("Alice's reader comment was not kept");
  const [link] = await db().select().from(schema.readerLinks).where(eq(schema.readerLinks.essayId, essayId));
  const [comment] = await db().select().from(schema.readerComments).where(eq(schema.readerComments.linkId, link!.id));
  return { readerToken: made.token, readerLinkId: link!.id, readerCommentId: comment!.id };
}

/** Bob: signed in, on a trial, with rows of his own so that his pages have something to show. */
export async function seedBob() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  await addSchool(db(), account.userId, "Wharton", 1);
  const essay = await createEssay(db(), account.userId, { school: "Wharton", essayTitle: "Why Wharton", essayContent: "Bob's own story" });
  return { ...account, essay };
}

export const userObject = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
