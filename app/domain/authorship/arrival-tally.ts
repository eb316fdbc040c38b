// What the editor counts of how its text arrives, until a save reports it (arrival.ts says what is
// kept of it, and why). A file of its own: the editor needs only this, and the authorship
// report's part of arrival.ts would otherwise come with it in a file of their own.

/** What the editor reports with a save: what arrived since the last save it reported. */
export type ArrivalTally = {
  typed: number;
  pastes: { chars: number; words: number }[];
  drops: { chars: number; words: number }[];
  restored: number;
};

export const emptyTally = (): ArrivalTally => ({ typed: 0, pastes: [], drops: [], restored: 0 });

/** Two tallies as one (a save that did not reach the server hands its tally to the next). */
export function addTallies(a: ArrivalTally, b: ArrivalTally): ArrivalTally {
  return {
    typed: a.typed + b.typed,
    pastes: [...a.pastes, ...b.pastes].slice(-200),
    drops: [...a.drops, ...b.drops].slice(-200),
    restored: a.restored + b.restored,
  };
}
