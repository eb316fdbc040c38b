import type { TranscriptTurn } from "./transcript";

// Delivery figures, counted from the transcript's words and timings, never by the model:
// filler words per minute and speaking pace over the applicant's own speaking time, the longest
// silence before the applicant spoke, and the applicant's share of the talking. Counted when the
// interview ends (services/interviews/interview-end.server.ts), not by the model's debrief.
export type DeliveryFigures = {
  applicantWords: number;
  speakingSeconds: number;
  fillerCount: number;
  fillersPerMinute: number | null;
  wordsPerMinute: number | null;
  longestPauseSeconds: number | null;
  talkShare: number | null;
};

// Sounds and phrases that fill a gap; "like" is left out because it is as often meant.
const FILLERS = ["um", "umm", "uh", "uhh", "erm", "er", "ah", "hmm", "you know", "i mean", "sort of", "kind of", "basically", "literally"];
const fillerPattern = new RegExp(`\\b(?:${FILLERS.map((filler) => filler.replace(" ", "\\s+")).join("|")})\\b`, "gi");

export function countWords(text: string) {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function countFillers(text: string) {
  return text.match(fillerPattern)?.length ?? 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Below this much of the applicant's own speech a rate per minute is noise (a one-second answer
 * read as "1176 words/min"): pace and fillers per minute are not given, and the view says why.
 */
export const MIN_SPEAKING_SECONDS = 20;

/** Whether a stored figure set (older ones included) spoke long enough for its rates to mean anything. */
export function ratesMeasurable(figures: Pick<DeliveryFigures, "speakingSeconds">): boolean {
  return figures.speakingSeconds >= MIN_SPEAKING_SECONDS;
}

/** What the view shows in place of a rate that is not given. */
export function tooShortText(figures: Pick<DeliveryFigures, "speakingSeconds" | "applicantWords">): string {
  return figures.applicantWords === 0
    ? "Nothing you said was heard"
    : `Too short to measure (${figures.speakingSeconds} s of your speech; a rate needs at least ${MIN_SPEAKING_SECONDS} s)`;
}
const durationMs = (turn: TranscriptTurn) => Math.max(0, turn.endMs - turn.startMs);

export function deliveryFigures(transcript: TranscriptTurn[]): DeliveryFigures {
  const turns = [...transcript].sort((a, b) => a.startMs - b.startMs);
  const applicant = turns.filter((turn) => turn.speaker === "applicant");
  const applicantWords = applicant.reduce((sum, turn) => sum + countWords(turn.text), 0);
  const fillerCount = applicant.reduce((sum, turn) => sum + countFillers(turn.text), 0);
  const speakingMs = applicant.reduce((sum, turn) => sum + durationMs(turn), 0);
  const interviewerMs = turns.filter((turn) => turn.speaker === "interviewer").reduce((sum, turn) => sum + durationMs(turn), 0);
  const minutes = speakingMs / 60_000;
  const measurable = ratesMeasurable({ speakingSeconds: Math.round(speakingMs / 1000) });
  let longestPauseMs: number | null = null;
  for (let index = 1; index < turns.length; index++) {
    if (turns[index]!.speaker !== "applicant") continue;
    // The silence since whoever spoke last stopped; overlapping speech is no pause.
    const gap = Math.max(0, turns[index]!.startMs - Math.max(...turns.slice(0, index).map((turn) => turn.endMs)));
    longestPauseMs = Math.max(longestPauseMs ?? 0, gap);
  }
  return {
    applicantWords,
    speakingSeconds: Math.round(speakingMs / 1000),
    fillerCount,
    fillersPerMinute: measurable ? round1(fillerCount / minutes) : null,
    wordsPerMinute: measurable ? Math.round(applicantWords / minutes) : null,
    longestPauseSeconds: longestPauseMs === null ? null : round1(longestPauseMs / 1000),
    talkShare: speakingMs + interviewerMs > 0 ? Math.round((speakingMs / (speakingMs + interviewerMs)) * 100) / 100 : null,
  };
}
