import type { recommenderBriefs } from "../../../db/schema";
import type { WorkRows } from "../work-rows/work-rows.server";
import type { WorkRow } from "../work-rows/work-tables.server";

// A brief's text and how it was made are kept in the applicant's object as a work row
// (recommender_brief_texts, docs/scale.md step 3); D1's recommender_briefs row keeps the job's
// state, which the queue claims conditionally. Every reader and writer of the text goes through
// here. Until the move lifts a text an older release left on D1's row (work-legacy.server.ts),
// readers fall back to it, so either store reads the same.

type BriefRow = typeof recommenderBriefs.$inferSelect;
type BriefText = WorkRow<"recommender_brief_texts">;
export type BriefTextChange = Partial<Pick<BriefText, "content" | "origin" | "promptVersion" | "droppedPassages" | "editedAt">>;

export type BriefTextReader = Pick<WorkRows, "get" | "list">;
export type BriefTextWriter = Pick<WorkRows, "update" | "put" | "remove">;

const TABLE = "recommender_brief_texts";

/** Writes the fields given over the brief's text (the others kept), or starts it: as D1's upsert did. */
export async function writeBriefText(rows: BriefTextWriter, userId: string, recommenderId: string, change: BriefTextChange) {
  const updated = await rows.update(TABLE, [recommenderId], change);
  if (!updated) await rows.put(TABLE, [{ recommenderId, userId, ...change }]);
}

/** A brief as D1's row held it: the job's state from D1, the text from the object (or D1's row, not lifted yet). */
function joined(recommenderId: string, userId: string, job: BriefRow | undefined, text: BriefText | null | undefined): BriefRow {
  const base: BriefRow = job ?? {
    recommenderId,
    userId,
    content: "",
    origin: null,
    promptVersion: null,
    droppedPassages: 0,
    jobStatus: null,
    jobId: null,
    editedAt: null,
    updatedAt: text?.updatedAt ?? new Date(0),
  };
  if (!text) return base;
  const { content, origin, promptVersion, droppedPassages, editedAt } = text;
  return { ...base, content, origin, promptVersion, droppedPassages, editedAt };
}

/** The applicant's briefs, one per recommender with a job or a text, as the recommenders page shows them. */
export async function withBriefTexts(rows: BriefTextReader, userId: string, jobs: BriefRow[]): Promise<BriefRow[]> {
  const texts = await rows.list(TABLE);
  const ids = new Set([...jobs.map((job) => job.recommenderId), ...texts.map((text) => text.recommenderId)]);
  return [...ids].map((id) =>
    joined(
      id,
      userId,
      jobs.find((job) => job.recommenderId === id),
      texts.find((text) => text.recommenderId === id),
    ),
  );
}

/** One brief's text: the object's, else what D1's row still holds (null: none written). */
export async function readBriefText(rows: BriefTextReader, recommenderId: string, legacy: string | null): Promise<string> {
  const text = await rows.get(TABLE, [recommenderId]);
  return text?.content ?? legacy ?? "";
}

/**
 * A deleted recommender's brief text goes from the object too (D1's foreign key removes one kept
 * there). Not done: logged; it names a recommender that no longer exists, which no page or link
 * opens, a move back leaves out, and which goes with the account.
 */
export async function forgetBriefText(rows: BriefTextWriter, userId: string, recommenderId: string) {
  try {
    await rows.remove(TABLE, [[recommenderId]]);
  } catch (error) {
    console.error("recommenders: a deleted recommender's brief not forgotten in the user's object", { userId, error: String(error) });
  }
}
