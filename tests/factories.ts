import type { Database } from "../db/client";
import {
  chatConversations,
  chatMessages,
  essaySubmissions,
  feedbackJobs,
  goalsData,
  mockInterviewTranscripts,
  mockInterviews,
  resumeData,
  subscriptions,
  user,
  userSchools,
} from "../db/schema";
import type { CatalogueSchool } from "../app/domain/catalogue/catalogue";
import { type TranscriptTurn, transcriptParts } from "../app/domain/interviews/transcript";
import { textCounts } from "../app/domain/essays/essay-rules";
import { loadCatalogue } from "../app/services/catalogue/catalogue.server";

// Rows for tests and for the demo seed (one way to make a user and their things). Each takes
// the database it writes to and returns what it wrote. The applicant's writing (goals, the resume,
// chat, transcripts) is written to D1 the old way: an account signed up in a test starts its
// writing in its object and would not read it there; pair these with signUpFromBefore()
// (tests/integration/helpers.ts), whose object moves it on first use.
const DAY_MS = 86_400_000;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function createUser(db: Database, overrides: Partial<typeof user.$inferInsert> = {}) {
  const row = { id: `user_${unique()}`, email: `applicant-${unique()}@example.com`, name: "", ...overrides };
  await db.insert(user).values(row);
  return row;
}

export async function createTrial(db: Database, userId: string, options: { endsAt?: Date; stripeSubscriptionId?: string } = {}) {
  const row = {
    userId,
    status: "trialing" as const,
    trialEnd: options.endsAt ?? new Date(Date.now() + 14 * DAY_MS),
    stripeSubscriptionId: options.stripeSubscriptionId ?? null,
  };
  await db.insert(subscriptions).values(row);
  return row;
}

/** A paying subscription (no trial, no caps unless the plan has them). */
export async function createPaidPlan(db: Database, userId: string, tier: "essential" | "pro" | "legacy" = "pro") {
  const row = { userId, status: "active" as const, tier, currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS) };
  await db.insert(subscriptions).values(row);
  return row;
}

/** An essay as the app stores one: its words and characters counted with its text (unless `overrides` say otherwise). */
export async function createEssay(db: Database, userId: string, overrides: Partial<typeof essaySubmissions.$inferInsert> = {}) {
  const { words, characters } = textCounts(overrides.essayContent ?? "");
  const [row] = await db
    .insert(essaySubmissions)
    .values({
      userId,
      school: "Harvard Business School",
      essayTitle: "Business-Minded",
      essayContent: "",
      wordCount: words,
      characterCount: characters,
      versionNotes: "Initial draft",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A school of the seeded catalogue (migrations/0006_catalogue_seed.sql, as operators left it), by its product name. */
export async function catalogueSchool(db: Database, name: string): Promise<CatalogueSchool> {
  const [school] = await loadCatalogue(db, [name]);
  if (!school) throw new Error(`${name} is not in the catalogue`);
  return school;
}

export async function addSchool(db: Database, userId: string, school: string, position: number) {
  await db.insert(userSchools).values({ userId, school, position }).onConflictDoNothing();
}

export async function createFeedbackJob(db: Database, userId: string, essayId: string) {
  const [row] = await db.insert(feedbackJobs).values({ userId, essayId, target: "essay" }).returning();
  return row!;
}

export async function saveGoals(db: Database, userId: string, goals: Partial<typeof goalsData.$inferInsert>) {
  await db
    .insert(goalsData)
    .values({ userId, ...goals })
    .onConflictDoNothing();
}

export async function saveResume(db: Database, userId: string, content: string) {
  await db.insert(resumeData).values({ userId, content }).onConflictDoNothing();
}

export async function createConversation(db: Database, userId: string, title: string, messages: { type: "user" | "assistant"; content: string }[]) {
  const [conversation] = await db.insert(chatConversations).values({ userId, title, context: "global" }).returning();
  if (messages.length) {
    await db.insert(chatMessages).values(
      messages.map((message, index) => ({
        conversationId: conversation!.id,
        userId,
        ...message,
        createdAt: new Date(Date.now() + index),
      })),
    );
  }
  return conversation!;
}

/** A mock interview with what was said in it, kept as the product keeps it (in parts). */
export async function createInterviewWith(db: Database, values: typeof mockInterviews.$inferInsert, transcript: TranscriptTurn[]) {
  const [row] = await db.insert(mockInterviews).values(values).returning();
  const parts = transcriptParts(transcript);
  if (parts.length > 0)
    await db.insert(mockInterviewTranscripts).values(parts.map((turns, part) => ({ interviewId: row!.id, userId: row!.userId, part, turns })));
  return row!;
}
