// One hourly run of a store's move between D1 and the applicants' objects (docs/scale.md steps 2
// and 3), the same for the chat, the essays' newest texts and the work rows: a bounded batch of
// applicants, each moved (or moved back) by their own object, which verifies what it copies. One
// that fails is logged and tried again next hour, its rows still answered from where they are.

/** Applicants moved a run: a full applicant's rows are a few D1 batches. */
export const APPLICANTS_PER_RUN = 50;

type Counts = Record<string, number>;

/** A store's two moves, as one applicant's object offers them, each answering what it moved. */
export type StoreMoves<T extends Counts> = { move: () => Promise<T>; moveBack: () => Promise<T> };

/** Moves each applicant's store toward D1 or their object; answers how many moved, what they moved in all, and how many failed. */
export async function sweepMoves<T extends Counts>(
  applicants: string[],
  movesOf: (userId: string) => StoreMoves<T>,
  toward: "object" | "d1",
  nothingMoved: T,
  /** The log line of an applicant whose move failed: what stays where it is. */
  stays: string,
) {
  const moved: Counts = { ...nothingMoved };
  const result = { applicants: 0, failed: 0 };
  for (const userId of applicants) {
    try {
      const moves = movesOf(userId);
      const done = toward === "object" ? await moves.move() : await moves.moveBack();
      result.applicants += 1;
      for (const key of Object.keys(moved)) moved[key]! += done[key] ?? 0;
    } catch (error) {
      result.failed += 1;
      console.error(stays, { userId, toward, error: String(error) });
    }
  }
  return { ...result, ...(moved as T) };
}
