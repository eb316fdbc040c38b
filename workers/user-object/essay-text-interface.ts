import { z } from "zod";
import type { Arrival } from "../../app/domain/authorship/arrival";
import { CONTENT_LIMIT } from "../../app/domain/essays/essay-rules";
import type { EssaySummary, HeldEssay } from "../../app/services/essays/essay-texts.server";

import type { PendingCounts } from "../../app/services/essays/essay-save.server";

export type { EssaySummary, HeldEssay, PendingCounts };

// The calls that save and move the text of each essay's newest version in a user's object
// (docs/scale.md step 3). Validated inside the object too: an RPC boundary is a boundary.
const userId = z.string().min(1);
const versionId = z.string().min(1).max(100);
const count = z.number().int().min(0);
const time = z.number().int().nonnegative();
// Totals grow with every save of a version, past what one save's tally may carry (arrivalSchema).
const arrival: z.ZodType<Arrival> = z.object({
  typed: count,
  pastes: count,
  pastedChars: count,
  pastedWords: count,
  largestPasteWords: count,
  drops: count,
  droppedWords: count,
  restored: count,
  unrecordedSaves: count,
});

/** What D1 keeps of an essay's newest version, and follows from the object: everything but its text. */
export const essaySummarySchema = z.object({
  id: versionId,
  revision: count,
  wordCount: count,
  characterCount: count,
  updatedAt: time,
  userWrittenAt: time.nullable(),
  arrival: arrival.nullable(),
}) satisfies z.ZodType<EssaySummary>;

export const saveEssayTextSchema = z.object({
  userId,
  id: versionId,
  baseRevision: count,
  body: z.string().max(CONTENT_LIMIT * 2),
  wordCount: count,
  characterCount: count,
  /** What this save adds to the version's arrival totals (arrivalOfSave). */
  added: arrival,
  at: time,
  /**
   * Set once the worker has decided on the essay's first own words (essay-claims.server.ts):
   * `writtenAt` is when they were first written (null: this text is not the applicant's own).
   * Absent: not decided, and a version that never held own words asks for it (`unclaimed`).
   */
  claim: z.object({ writtenAt: time.nullable() }).optional(),
  /** A version D1 holds and the object does not yet: its summary as D1 has it, to start from. */
  adopt: essaySummarySchema.omit({ wordCount: true, characterCount: true }).optional(),
});

export const adoptEssayTextSchema = z.object({
  userId,
  essay: essaySummarySchema.extend({ body: z.string().max(CONTENT_LIMIT * 2) }),
  /** Its older versions: no longer saved into, so the object stops holding them as newest. */
  older: z.array(versionId).max(1_000),
});

export type SaveEssayTextInput = z.input<typeof saveEssayTextSchema>;

export type EssaySaveAnswer =
  /** `pending`: every essay's counts D1 has not taken yet, this save's among them. */
  | { outcome: "saved"; revision: number; adopted: boolean; pending: PendingCounts[] }
  /** The copy here is newer than the one the save started from: the writer gets it back. */
  | { outcome: "conflict"; revision: number; body: string }
  /** Not held here as a newest version: the worker decides from D1 (not found, an older version, a new essay…). */
  | { outcome: "absent" }
  /** Held, but the essay never had the applicant's own words: the worker counts them first. */
  | { outcome: "unclaimed" }
  /** The applicant's essays are in D1 (ESSAY_STORE=d1, or a move that failed): D1 takes the save. */
  | { outcome: "in_d1" };

/** Where the object keeps the applicant's newest texts: here, or D1 (not moved yet, or moved back). */
export type EssayStoreState = "object" | "d1" | "unmoved";

export type EssayMoveResult = { essays: number };

/** The newest versions' text in one user's object, as the worker reaches it (client.ts: `userObject(id).essayTexts`). */
export type EssayTextsCapability = {
  /** One save: checked against the revision here, acknowledged once stored here; D1's summary follows. */
  save: (input: Omit<SaveEssayTextInput, "userId">) => Promise<EssaySaveAnswer>;
  /** A new version made in D1 becomes the newest held here (its text and summary), its older ones no longer. */
  adopt: (essay: HeldEssay, older: string[]) => Promise<{ held: boolean }>;
  /** The counts D1 has not taken yet: the applicant's own pages show these over D1's. */
  pending: () => Promise<PendingCounts[]>;
  /** Writes every summary D1 still owes (the alarm does it too); how many were written. */
  flush: () => Promise<{ written: number }>;
  /** Moves the newest texts D1 still holds into the object, verified batch by batch. */
  move: () => Promise<EssayMoveResult>;
  /** The rollback: every newest text written back to D1, checked, then forgotten here. */
  moveBack: () => Promise<EssayMoveResult>;
  size: () => Promise<{ store: EssayStoreState; essays: number; owed: number; bytes: number }>;
};
