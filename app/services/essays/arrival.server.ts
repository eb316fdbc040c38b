import { type SQL, sql } from "drizzle-orm";
import { essaySubmissions } from "../../../db/schema";
import { type Arrival, arrivalOfSave } from "~/domain/authorship/arrival";
import type { ArrivalTally } from "~/domain/authorship/arrival-tally";

// A version's arrival totals (app/domain/authorship/arrival.ts) grow inside the save's own UPDATE,
// read and written by SQLite in one statement, so a save stays one write with no read before it.

const SUMMED = [
  "typed",
  "pastes",
  "pastedChars",
  "pastedWords",
  "drops",
  "droppedWords",
  "restored",
  "unrecordedSaves",
] as const satisfies readonly (keyof Arrival)[];

const stored = (key: keyof Arrival) => sql`coalesce(json_extract(${essaySubmissions.arrival}, ${sql.raw(`'$.${key}'`)}), 0)`;

/** The column's new value: what it held plus what this save brought (its tally, or one unrecorded save). */
export function arrivalAfterSave(tally: ArrivalTally | null): SQL {
  const added = arrivalOfSave(tally);
  const parts = SUMMED.map((key) => sql`${sql.raw(`'${key}'`)}, ${stored(key)} + ${added[key]}`);
  parts.push(sql`'largestPasteWords', max(${stored("largestPasteWords")}, ${added.largestPasteWords})`);
  return sql`json_object(${sql.join(parts, sql`, `)})`;
}
