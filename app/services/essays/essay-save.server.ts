import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { arrivalOfSave } from "~/domain/authorship/arrival";
import type { ArrivalTally } from "~/domain/authorship/arrival-tally";
import type { UsageCounter } from "~/domain/billing/usage-limits";
import { LEGACY_DRAFT_MARK, isUntouchedDraft } from "~/domain/catalogue/catalogue";
import { textCounts } from "~/domain/essays/essay-rules";
import type { SavedSchool } from "~/domain/schools/workspace";
import { arrivalAfterSave } from "./arrival.server";
import { claimEssayText, essayClaimQuery } from "./essay-claims.server";
import { type Essay, type SaveOutcome, type SavedEssay, essayQuery, essayToWrite, getEssay, ownEssay } from "./essays.server";
import { newerVersionOf } from "./newer-version.server";
import { type VersionBodyReader, withVersionBody } from "./version-bodies.server";

// A save, where each essay's newest text lives: the applicant's object (docs/scale.md step 3).
// Most saves are one call to the object, which checks the revision the writer started from,
// stores the text and acknowledges; what it changed of the saved essay's school (as the sidebar
// shows it) is read from D1 at the same time, with this save's counts in it, and may follow the
// acknowledgment (saveEssayAcknowledged). D1's summary row follows
// the object's write, off the writer's path. Only what needs D1 to decide reads it first: an essay
// the object does not hold yet (a new school's draft, a version made in D1), an older version, an
// essay's first own words (the trial's cap), and an essay whose text stays in D1.

/** The user's object as a save uses it (workers/user-object/client.ts): always the signed-in user's own. */
export type EssayTexts = {
  save: (input: {
    id: string;
    baseRevision: number;
    body: string;
    wordCount: number;
    characterCount: number;
    added: ReturnType<typeof arrivalOfSave>;
    at: number;
    claim?: { writtenAt: number | null };
    adopt?: { id: string; revision: number; updatedAt: number; userWrittenAt: number | null; arrival: Essay["arrival"] };
  }) => Promise<
    | { outcome: "saved"; revision: number; adopted: boolean; pending: PendingCounts[] }
    | { outcome: "conflict"; revision: number; body: string }
    | { outcome: "absent" | "unclaimed" | "in_d1" }
  >;
};

type SaveObject = { usage: UsageCounter; versionBodies: VersionBodyReader; essayTexts: EssayTexts };

/**
 * How a save reads back what it changed of the saved essay's school as the workspace shows it (its
 * essays' words, states and progress), so the page need not reload. The schools area owns the
 * workspace and hands this in (schools/workspace.server.ts): a school owns its essays, so essays
 * never import it.
 */
export type SchoolReadBack = {
  /** The write, then its school's reads, as one D1 batch (one round trip, one transaction): the saved essay and its school, or null when nothing was written. */
  withWrite: (db: Database, userId: string, write: BatchItem<"sqlite">, essayId: string) => Promise<{ essay: SavedEssay; school: SavedSchool | null } | null>;
  /** Its school read from D1 while the object stores the save, with the save's counts in it; and the saved essay's row, when it exists. */
  afterSave: (
    db: Database,
    userId: string,
    saved: SavedCounts,
    /** The counts the object holds and D1 has not taken yet (the object's answer to this save): put in too. */
    pending?: Promise<PendingCounts[]>,
  ) => Promise<{ essay: Pick<Essay, "id" | "school" | "essayTitle" | "version"> | null; school: SavedSchool | null }>;
};
/** What a save answers of the essay: not its text, which the writer sent. */
const savedColumns = {
  id: essaySubmissions.id,
  school: essaySubmissions.school,
  essayTitle: essaySubmissions.essayTitle,
  version: essaySubmissions.version,
  revision: essaySubmissions.revision,
};
export type SavedCounts = { id: string; wordCount: number; characterCount: number; textToCount: string | null };
/**
 * An essay's counts its applicant's object holds and D1 has not taken yet: the object hands D1 its
 * summaries at most once a minute, so the applicant's own pages put these over D1's.
 */
export type PendingCounts = { id: string; revision: number; wordCount: number; characterCount: number };

/** One save as the writer sent it, with where its school is read back from. */
type TextSave = {
  readBack: SchoolReadBack;
  db: Database;
  userId: string;
  id: string;
  content: string;
  baseRevision: number;
  arrival: ArrivalTally | null;
};

/**
 * A save the applicant's object stored, acknowledged as soon as it has: its essay's row and its
 * school as the workspace shows it, read from D1 meanwhile, follow (`settled`). Far from D1's
 * nearest copy (Mumbai, São Paulo) that read is the longest part of a save, and the writer's
 * "Saved" need not wait for the sidebar's counts.
 */
export type AcknowledgedSave = { ok: true; acknowledged: true; revision: number; settled: Promise<SaveOutcome> };

/** A save answered with its essay's row and school read back (for a caller that needs the row: the fixes' log, a reader's words taken). */
export async function saveEssayText(...save: Parameters<typeof saveEssayAcknowledged>): Promise<SaveOutcome> {
  const answer = await saveEssayAcknowledged(...save);
  return "acknowledged" in answer ? answer.settled : answer;
}

export async function saveEssayAcknowledged(
  readBack: SchoolReadBack,
  db: Database,
  userObject: SaveObject,
  userId: string,
  id: string,
  content: string,
  baseRevision: number,
  arrival: ArrivalTally | null = null,
): Promise<SaveOutcome | AcknowledgedSave> {
  const { words, characters } = textCounts(content);
  const save = { id, baseRevision, body: content, wordCount: words, characterCount: characters, added: arrivalOfSave(arrival), at: Date.now() };
  // The workspace's counts of a text that may be a school's prompt come from its text (newestEssaysQuery).
  const counted = { id, wordCount: words, characterCount: characters, textToCount: content.includes(LEGACY_DRAFT_MARK) ? content : null };
  const answering = userObject.essayTexts.save(save);
  const pending = answering.then(
    (answer) => (answer.outcome === "saved" ? answer.pending : []),
    () => [],
  );
  const readingBack = readBack.afterSave(db, userId, counted, pending);
  // Read beside the object's answer; a save the object does not take leaves it unused.
  readingBack.catch(() => undefined);
  const answer = await answering;
  if (answer.outcome === "saved")
    return { ok: true, acknowledged: true, revision: answer.revision, settled: readingBack.then((back) => saved(answer.revision, back)) };
  if (answer.outcome === "conflict") return { ok: false, reason: "conflict", current: { revision: answer.revision, essayContent: answer.body } };
  const inD1: TextSave = { readBack, db, userId, id, content, baseRevision, arrival };
  if (answer.outcome === "in_d1") return saveEssayInD1(inD1, userObject);

  const found = await essayToWrite(db, userId, id);
  if (!found) return { ok: false, reason: "not_found" };
  const { essay: current, prompt, versions } = found;
  const newest = versions.at(-1);
  if (newest && newest.id !== current.id) return { ok: false, reason: "older_version", newest: { id: newest.id, version: newest.version } };
  const held = answer.outcome === "unclaimed";
  if (!held) {
    // A text that may be the school's prompt stays where the workspace can read it: D1.
    if (content.includes(LEGACY_DRAFT_MARK) || current.bodyInObject) return saveEssayInD1(inD1, userObject);
    if (current.revision !== baseRevision) return { ok: false, reason: "conflict", current };
  }
  const claim = await claimEssayText(db, userObject.usage, userId, versions, content, prompt);
  if (!claim.ok) return claim;
  const adopt = held
    ? undefined
    : {
        id,
        revision: current.revision,
        updatedAt: current.updatedAt.getTime(),
        userWrittenAt: current.userWrittenAt?.getTime() ?? null,
        arrival: current.arrival,
      };
  const claimed = await userObject.essayTexts.save({ ...save, claim: { writtenAt: isUntouchedDraft(content, prompt) ? null : save.at }, adopt });
  if (claimed.outcome === "saved") return saved(claimed.revision, await readBack.afterSave(db, userId, counted, Promise.resolve(claimed.pending)));
  // Another save won the race, or a newer version was made meanwhile. When either wrote the
  // writer's words, the essay exists and its count stands; otherwise this one created nothing and
  // the count is given back.
  const [rows, versionsNow] = await db.batch([essayQuery(db, userId, id), essayClaimQuery(db, userId, id)]);
  const winner = (await withVersionBody(userObject.versionBodies, rows[0], "essayContent")) ?? undefined;
  if (claim.counted && !winner?.userWrittenAt && !versionsNow.some((version) => version.userWrittenAt)) await claim.release();
  const newestNow = versionsNow.at(-1);
  if (newestNow && newestNow.id !== id) return { ok: false, reason: "older_version", newest: { id: newestNow.id, version: newestNow.version } };
  return { ok: false, reason: "conflict", current: winner };
}

function saved(revision: number, readBack: Awaited<ReturnType<SchoolReadBack["afterSave"]>>): SaveOutcome {
  const { essay, school } = readBack;
  if (!essay) return { ok: false, reason: "not_found" };
  return { ok: true, essay: { id: essay.id, school: essay.school, essayTitle: essay.essayTitle, version: essay.version, revision }, school };
}

/**
 * Saves the text over the revision it was based on, in D1: an applicant whose essays are not in
 * their object (ESSAY_STORE=d1, a move that failed), or a text that may still be a school's
 * prompt; every other save goes to the object (essay-save.server.ts). A save over a newer copy is refused as a
 * conflict (docs/product-rules.md §7), and so is a save into an older version while a newer one
 * exists: versions are the essay's history, and the newest is the one being written (an older
 * text goes on as a new version made from it). The first save of the user's own words counts
 * towards the trial's essays-created cap in the user's object, atomically, before anything is
 * written. The text's counts are stored with it, and what it changed of the saved essay's school is
 * read back as the workspace shows it (its essays' words, states and progress), in the same round
 * trip as the write, so the page need not reload.
 */
async function saveEssayInD1(save: TextSave, userObject: { usage: UsageCounter; versionBodies: VersionBodyReader }): Promise<SaveOutcome> {
  const { readBack, db, userId, id, content, baseRevision, arrival } = save;
  const { words, characters } = textCounts(content);
  // Only the newest version is saved (below), and here its text lives in D1: older versions' moves to the user's object.
  const text = {
    essayContent: content,
    bodyInObject: false,
    wordCount: words,
    characterCount: characters,
    revision: sql`${essaySubmissions.revision} + 1`,
    arrival: arrivalAfterSave(arrival),
  };
  // Most saves are of an essay that already holds the writer's own words, over the revision they
  // last saw: one batch does it (no read first), its school read after the write. Anything else
  // (a first own text, which is counted, a conflict, another user's essay) finds no row here and
  // takes the checks below.
  const quick = await readBack.withWrite(
    db,
    userId,
    db
      .update(essaySubmissions)
      .set({ ...text, updatedAt: new Date() })
      .where(and(ownEssay(userId, id), eq(essaySubmissions.revision, baseRevision), isNotNull(essaySubmissions.userWrittenAt), notExists(newerVersionOf(db))))
      .returning(savedColumns),
    id,
  );
  if (quick) return { ok: true, ...quick };

  const found = await essayToWrite(db, userId, id);
  if (!found) return { ok: false, reason: "not_found" };
  const { essay: current, prompt, versions } = found;
  const newest = versions.at(-1);
  if (newest && newest.id !== current.id) return { ok: false, reason: "older_version", newest: { id: newest.id, version: newest.version } };
  if (current.revision !== baseRevision)
    return { ok: false, reason: "conflict", current: (await withVersionBody(userObject.versionBodies, current, "essayContent"))! };
  const claim = await claimEssayText(db, userObject.usage, userId, versions, content, prompt);
  if (!claim.ok) return claim;
  const isOwnText = !isUntouchedDraft(content, prompt);
  const now = new Date();
  const saved = await readBack.withWrite(
    db,
    userId,
    db
      .update(essaySubmissions)
      .set({ ...text, updatedAt: now, ...(isOwnText && !current.userWrittenAt ? { userWrittenAt: now } : {}) })
      .where(and(ownEssay(userId, id), eq(essaySubmissions.revision, baseRevision)))
      .returning(savedColumns),
    id,
  );
  if (!saved) {
    // Another save won the race. When it wrote the writer's words, the essay exists and its count
    // stands; otherwise this one created nothing and the count is given back.
    const current = (await withVersionBody(userObject.versionBodies, await getEssay(db, userId, id), "essayContent")) ?? undefined;
    if (claim.counted && !current?.userWrittenAt) await claim.release();
    return { ok: false, reason: "conflict", current };
  }
  return { ok: true, ...saved };
}
