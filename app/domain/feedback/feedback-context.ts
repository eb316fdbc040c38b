// What the feedback model is told about an essay beyond its text: the school, what the
// school says it looks for in its own words (with sources), the question, its limit, the round's
// deadline, and the applicant's goals and resume, so critique is about this school, this question
// and this applicant. Sections with nothing known are left out rather than guessed.

export type LooksForQuote = { kind: string; text: string; source: string };

export type EssayFeedbackContext = {
  school: string;
  looksFor: readonly LooksForQuote[];
  /** The question as the school words it; null for an essay of the user's own. */
  prompt: string | null;
  essayTitle: string;
  limit: string | null;
  /** "R2: Jan 6, 2027, 5:00 PM CT at the school", or null when no round or date is chosen. */
  deadline: string | null;
  goals: string;
  resume: string;
};

// Long goals and resumes are cut: the essay is what is judged, they are background.
export const BACKGROUND_LIMIT = 4_000;

const cut = (text: string) => (text.length > BACKGROUND_LIMIT ? `${text.slice(0, BACKGROUND_LIMIT)}…` : text);

export function essayFeedbackContextText(context: EssayFeedbackContext): string {
  const sections = [
    `School: ${context.school}`,
    context.looksFor.length
      ? `What ${context.school} says it looks for, in its own published words:\n${context.looksFor.map((quote) => `- "${quote.text}" (${quote.source})`).join("\n")}`
      : null,
    `Essay question: ${context.prompt?.trim() ? context.prompt.trim() : `${context.essayTitle} (the school's wording is not known)`}`,
    `Limit: ${context.limit ?? "not stated"}`,
    context.deadline ? `Deadline the applicant plans by: ${context.deadline}` : null,
    context.goals.trim() ? `The applicant's goals (background, not to be judged here):\n${cut(context.goals.trim())}` : null,
    context.resume.trim() ? `The applicant's resume (background: flag claims in the essay that contradict it):\n${cut(context.resume.trim())}` : null,
  ];
  return sections.filter(Boolean).join("\n\n");
}
