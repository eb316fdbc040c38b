import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type WorkRows, forgetEssaysWork } from "../work-rows/work-rows.server";
import { essaySubmissions, userSchools } from "../../../db/schema";
import { isWrittenInScout } from "~/domain/catalogue/catalogue";
import { positionBetween } from "~/domain/schools/school-progress";
import { decide, entitlementsFor } from "~/domain/billing/entitlements";
import { assembleCatalogue, catalogueQueries, findSchool } from "../catalogue/catalogue.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { insertSchoolWithDrafts } from "./school-adding.server";
import { type VersionBodyStore, forgetVersionBodies } from "../essays/version-bodies.server";

export type AddSchoolOutcome =
  | { ok: true; added: number }
  | { ok: false; reason: "not_found" | "already_added" | "essays_exist" | "school_limit"; limit?: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/** Adds a catalogue school and one draft per catalogue prompt not already written (not counted as essays: docs/product-rules.md §3). */
export async function addSchool(db: Database, userId: string, name: string): Promise<AddSchoolOutcome> {
  // The school, the subscription and what the user has are read in one round trip; a failed read
  // throws (creating fails closed).
  const [schoolRows, essayRows, deadlineRows] = catalogueQueries(db, [name]);
  const [subscription, added, existingTitles, ...catalogueRows] = await db.batch([
    subscriptionRowQuery(db, userId),
    db
      .select({ school: userSchools.school, position: userSchools.position })
      .from(userSchools)
      .where(eq(userSchools.userId, userId))
      .orderBy(desc(userSchools.position)),
    db
      .selectDistinct({ title: essaySubmissions.essayTitle })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, name))),
    schoolRows,
    essayRows,
    deadlineRows,
  ]);
  const school = findSchool(assembleCatalogue(catalogueRows), name);
  // A retired school stays with those who have it, but is not added any more.
  if (!school?.offered) return { ok: false, reason: "not_found" };
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "add_school", { schoolsAdded: added.length });
  if (!decision.allowed && decision.code !== "usage_limit") return { ok: false, reason: "expired", code: decision.code };
  if (added.some((row) => row.school === school.name)) return { ok: false, reason: "already_added" };
  if (!decision.allowed) return { ok: false, reason: "school_limit", limit: decision.limit };
  const have = new Set(existingTitles.map((row) => row.title));
  const missing = school.essays.filter((essay) => isWrittenInScout(essay) && !have.has(essay.title));
  if (missing.length === 0) return { ok: false, reason: "essays_exist" };
  const outcome = await insertSchoolWithDrafts(db, userId, {
    school: school.name,
    position: positionBetween(added[0]?.position, undefined),
    draftTitles: missing.map((essay) => essay.title),
    cap: entitlements.caps.schools,
  });
  if (outcome === "already_added") return { ok: false, reason: "already_added" };
  if (outcome === "school_limit") return { ok: false, reason: "school_limit", limit: entitlements.caps.schools ?? undefined };
  return { ok: true, added: missing.length };
}

/** The empty draft of a school's question (not counted as an essay until the user writes: docs/product-rules.md §3). */
export function newQuestionDraft(userId: string, school: string, title: string) {
  return {
    userId,
    school,
    essayTitle: title,
    // New essays start empty; the prompt is shown above the text (docs/product-rules.md §29).
    essayContent: "",
    wordCount: 0,
    characterCount: 0,
    status: "draft" as const,
    version: 1,
    versionNotes: "Initial draft",
    origin: "typed" as const,
  };
}

export type AddQuestionOutcome =
  | { ok: true; essayId: string }
  | { ok: false; reason: "not_found" | "already_written" }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/**
 * Adds an essay for a question of one of the user's schools they have none for: a question the
 * school published after they added it (or one they removed). Offered, never forced.
 */
export async function addSchoolQuestion(db: Database, userId: string, school: string, title: string): Promise<AddQuestionOutcome> {
  const [schoolRows, essayRows, deadlineRows] = catalogueQueries(db, [school]);
  const [subscription, owned, written, ...catalogueRows] = await db.batch([
    subscriptionRowQuery(db, userId),
    db
      .select({ school: userSchools.school })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school))),
    db
      .select({ id: essaySubmissions.id })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school), eq(essaySubmissions.essayTitle, title))),
    schoolRows,
    essayRows,
    deadlineRows,
  ]);
  const question = findSchool(assembleCatalogue(catalogueRows), school)?.essays.find((essay) => essay.title === title);
  if (owned.length === 0 || !question || !isWrittenInScout(question)) return { ok: false, reason: "not_found" };
  const decision = decide(entitlementsFor(subscription[0], new Date()), "add_school", { schoolsAdded: 0 });
  if (!decision.allowed && decision.code !== "usage_limit") return { ok: false, reason: "expired", code: decision.code };
  if (written.length > 0) return { ok: false, reason: "already_written" };
  // The unique (user, school, title, version) index refuses a second click's copy.
  const added = await db
    .insert(essaySubmissions)
    .values(newQuestionDraft(userId, school, title))
    .onConflictDoNothing()
    .returning({ id: essaySubmissions.id });
  return added[0] ? { ok: true, essayId: added[0].id } : { ok: false, reason: "already_written" };
}

/** The user's object as removing a school needs it: older versions' text, and conversations about the essays removed. */
export type SchoolRemoval = {
  versionBodies: VersionBodyStore;
  conversations: { detachEssays: (essayIds: string[]) => Promise<unknown> };
  workRows: WorkRows;
};

/** Removes the school and every one of the user's essays for it, older versions' text in their object too. False when it is not theirs. */
export async function deleteSchool(db: Database, object: SchoolRemoval, userId: string, school: string): Promise<boolean> {
  const [removed, essays] = await db.batch([
    db
      .delete(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)))
      .returning({ school: userSchools.school }),
    db
      .delete(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school)))
      .returning({ id: essaySubmissions.id, version: essaySubmissions.version }),
  ]);
  // Every version may have its text in the object: each essay's newest since it moved there
  // (docs/scale.md step 3), older ones since step 1. All are forgotten.
  if (essays.length > 0) {
    await forgetVersionBodies(
      object.versionBodies,
      userId,
      essays.map((essay) => essay.id),
    );
  }
  await detachEssayChats(
    object,
    userId,
    essays.map((essay) => essay.id),
  );
  await forgetEssaysWork(
    object.workRows,
    userId,
    essays.map((essay) => essay.id),
  );
  return removed.length === 1;
}

// A conversation about a removed essay stays, about no essay (D1's foreign key does the same to
// a conversation still there). Not done: logged; the conversation only goes on naming an essay
// nobody can open.
async function detachEssayChats(object: SchoolRemoval, userId: string, essayIds: string[]) {
  if (essayIds.length === 0) return;
  try {
    await object.conversations.detachEssays(essayIds.slice(0, 1_000));
  } catch (error) {
    console.error("chat: conversations about removed essays not detached in the user's object", { userId, error: String(error) });
  }
}

export async function setSchoolVisibility(db: Database, userId: string, school: string, visible: boolean): Promise<boolean> {
  const updated = await db
    .update(userSchools)
    .set({ visible })
    .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)))
    .returning({ school: userSchools.school });
  return updated.length === 1;
}

/** Moves a school to a 0-based index in the user's order by writing one row. Null: not theirs. */
export async function moveSchool(db: Database, userId: string, school: string, toIndex: number): Promise<number | null> {
  const ordered = await db
    .select({ school: userSchools.school, position: userSchools.position })
    .from(userSchools)
    .where(eq(userSchools.userId, userId))
    .orderBy(asc(userSchools.position));
  const from = ordered.findIndex((row) => row.school === school);
  if (from === -1) return null;
  const others = ordered.filter((row) => row.school !== school);
  const index = Math.max(0, Math.min(toIndex, others.length));
  const position = positionBetween(others[index - 1]?.position, others[index]?.position);
  await db
    .update(userSchools)
    .set({ position })
    .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)));
  return index;
}
