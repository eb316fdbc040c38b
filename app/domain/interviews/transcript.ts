// What was said in a mock interview, both sides, each turn with its start and end in milliseconds
// from the start of the call (the browser's clock): the debrief's delivery figures come from these.
export const interviewSpeakers = ["applicant", "interviewer"] as const;

/** One turn of the call, as the browser sends it and the debrief reads it. */
export type TranscriptTurn = { speaker: (typeof interviewSpeakers)[number]; text: string; startMs: number; endMs: number };

export const TRANSCRIPT_MAX_TURNS = 400;

/** "m:ss" from the start of the call. */
export function atTime(ms: number) {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The most a transcript save (or the end's) may send, in bytes: far below D1's 2,000,000-byte
 * row and value limit. An hour of talk is about 70 KB of JSON with its timings, so no honest
 * interview comes near it; a body over it is refused (413) before it is read.
 */
export const TRANSCRIPT_BODY_BYTES = 1_000_000;
/** The most one stored part holds, in bytes of JSON: a long transcript is kept in several. */
export const TRANSCRIPT_PART_BYTES = 250_000;

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** The turns in consecutive parts of at most `maxBytes` of JSON each (one turn is far smaller). */
export function transcriptParts(turns: readonly TranscriptTurn[], maxBytes = TRANSCRIPT_PART_BYTES): TranscriptTurn[][] {
  const parts: TranscriptTurn[][] = [];
  let current: TranscriptTurn[] = [];
  let bytes = 2;
  for (const turn of turns) {
    const size = jsonBytes(turn) + 1;
    if (current.length > 0 && bytes + size > maxBytes) {
      parts.push(current);
      current = [];
      bytes = 2;
    }
    current.push(turn);
    bytes += size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}
