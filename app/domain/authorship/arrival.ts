import { formatNumber } from "../platform/numbers";
import type { ArrivalTally } from "./arrival-tally";

// How a version's text arrived in Scout's editor, as the browser reported it: characters typed,
// pastes and drops with their size, a draft restored from this device. Scout sees how text entered
// its editor, never where a paste came from, so the authorship report says exactly that and no
// more ("637 words pasted", not "typed by the applicant"). Suggestions and trims Scout wrote are
// in the disclosure log with their spans; a save that came without the editor's record (a script,
// an older tab) is counted as such.

/** What a version keeps: totals since it was made. */
export type Arrival = {
  typed: number;
  pastes: number;
  pastedChars: number;
  pastedWords: number;
  largestPasteWords: number;
  drops: number;
  droppedWords: number;
  restored: number;
  /** Saves whose text came with no record of how it was entered. */
  unrecordedSaves: number;
};

const NOTHING_ARRIVED: Arrival = {
  typed: 0,
  pastes: 0,
  pastedChars: 0,
  pastedWords: 0,
  largestPasteWords: 0,
  drops: 0,
  droppedWords: 0,
  restored: 0,
  unrecordedSaves: 0,
};

/** The totals one save adds: its tally, or one unrecorded save when it brought none. */
export function arrivalOfSave(tally: ArrivalTally | null): Arrival {
  const sum = (items: { chars: number; words: number }[], key: "chars" | "words") => items.reduce((total, item) => total + item[key], 0);
  if (!tally) return { ...NOTHING_ARRIVED, unrecordedSaves: 1 };
  return {
    typed: tally.typed,
    pastes: tally.pastes.length,
    pastedChars: sum(tally.pastes, "chars"),
    pastedWords: sum(tally.pastes, "words"),
    largestPasteWords: Math.max(0, ...tally.pastes.map((paste) => paste.words)),
    drops: tally.drops.length,
    droppedWords: sum(tally.drops, "words"),
    restored: tally.restored,
    unrecordedSaves: 0,
  };
}

/** A version's totals after a save: what it held (null: nothing yet) plus what the save added, as arrivalAfterSave sums them in SQL. */
export function addArrival(held: Arrival | null, added: Arrival): Arrival {
  const base = held ?? NOTHING_ARRIVED;
  return {
    typed: base.typed + added.typed,
    pastes: base.pastes + added.pastes,
    pastedChars: base.pastedChars + added.pastedChars,
    pastedWords: base.pastedWords + added.pastedWords,
    largestPasteWords: Math.max(base.largestPasteWords, added.largestPasteWords),
    drops: base.drops + added.drops,
    droppedWords: base.droppedWords + added.droppedWords,
    restored: base.restored + added.restored,
    unrecordedSaves: base.unrecordedSaves + added.unrecordedSaves,
  };
}

const plural = (count: number, noun: string) => `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;

/**
 * The version's arrival in words, one fact a line; null when nothing was recorded for it (a version
 * saved before Scout recorded this says so on its own).
 */
export function arrivalLines(arrival: Arrival | null): string[] | null {
  if (!arrival) return null;
  const lines: string[] = [];
  if (arrival.typed > 0) lines.push(`${plural(arrival.typed, "character")} typed in Scout's editor`);
  if (arrival.pastes > 0)
    lines.push(
      `${plural(arrival.pastedWords, "word")} pasted in ${plural(arrival.pastes, "paste")}${arrival.pastes > 1 ? ` (the largest ${plural(arrival.largestPasteWords, "word")})` : ""}`,
    );
  if (arrival.drops > 0) lines.push(`${plural(arrival.droppedWords, "word")} dropped in by dragging, ${plural(arrival.drops, "time")}`);
  if (arrival.restored > 0) lines.push(`${plural(arrival.restored, "character")} restored from a draft kept on the applicant's device`);
  if (arrival.unrecordedSaves > 0)
    lines.push(`${plural(arrival.unrecordedSaves, "save")} with no record of how the text was entered (not sent from Scout's editor)`);
  return lines;
}

/** Said once with every report: the limit of what Scout can know. */
export const ARRIVAL_LIMIT =
  "Scout records how text entered its editor (typed, pasted, dropped, restored) as the browser reports it. It cannot see where pasted text came from or who typed it.";
