// What one export may build, and how often (docs/export.md). Building a file is the heaviest work
// a request does here (a school's PDF of twelve 50,000-character essays takes about a second of
// CPU), so both are bounded on the server, on every export route:
// - one file holds at most 600,000 characters of essays: twelve essays at the editor's
//   50,000-character limit, more than any school's essays; past that the file is refused whole,
//   never cut, and each essay still downloads on its own;
// - each person builds at most 20 files (Word or PDF, essays, schools, authorship reports) in any
//   10 minutes, counted in D1 by the one fixed-window counter (rate-limit.server.ts).
export const EXPORT_LIMITS = { charactersPerFile: 600_000, filesPerWindow: 20, windowMs: 10 * 60_000 } as const;

export const EXPORT_WINDOW = { limit: EXPORT_LIMITS.filesPerWindow, windowMs: EXPORT_LIMITS.windowMs };

/** Whether texts of these lengths fit in one file. */
export const fitsInOneFile = (characters: number) => characters <= EXPORT_LIMITS.charactersPerFile;

/** What a person reads when a file is refused for its size. */
export function tooLargeMessage(characters: number) {
  return `These essays hold ${characters.toLocaleString("en-US")} characters, more than one file can hold (${EXPORT_LIMITS.charactersPerFile.toLocaleString("en-US")}). Download each essay on its own.`;
}

/** What a person reads when they have downloaded too many files for now. */
export function tooManyExportsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You've downloaded ${EXPORT_LIMITS.filesPerWindow} files in the last ${EXPORT_LIMITS.windowMs / 60_000} minutes. You can download more in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
