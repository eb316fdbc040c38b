// Team-based discussion practice (Wharton style): the applicant and AI participants, each
// named on screen, discuss one prompt from the format's bank. One realtime session voices every
// participant (so they share one voice); each of their turns starts with the speaker's name.
export const DISCUSSION_PARTICIPANTS = ["Priya", "Marcus", "Sofia"] as const;

/** The interview's prompt from the bank, fixed by the interview's id so the page and the call agree. */
export function discussionPromptOf(bank: string[], interviewId: string): string | null {
  if (!bank.length) return null;
  let hash = 0;
  for (const char of interviewId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return bank[hash % bank.length]!;
}

/** Who said an interviewer-side turn: a participant named at its start, else the interviewer. */
export function speakerOf(text: string): { name: string | null; text: string } {
  const named = /^\s*(Priya|Marcus|Sofia|Moderator)\s*:\s*/i.exec(text);
  if (!named) return { name: null, text };
  const name = named[1]!.charAt(0).toUpperCase() + named[1]!.slice(1).toLowerCase();
  return { name, text: text.slice(named[0].length) };
}
