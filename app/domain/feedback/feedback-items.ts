// An essay feedback item. Unknown types and severities are kept (shown with the default
// style) rather than rejected.

/**
 * What essay feedback is about: whether it answers the question asked, then the qualities a
 * reader judges. Older stored feedback keeps the types above and is shown as it was.
 */
export const essayFeedbackTypes = ["answers_prompt", "specificity", "evidence", "structure", "voice", "school_fit", "grammar", "spelling"] as const;

/** How each type is named to the applicant. */
export const feedbackTypeLabels: Record<string, string> = {
  answers_prompt: "Answers the question",
  specificity: "Specificity",
  evidence: "Evidence",
  structure: "Structure",
  voice: "Voice",
  school_fit: "School fit",
  grammar: "Grammar",
  spelling: "Spelling",
  storytelling: "Storytelling",
  content: "Content",
  clarity: "Clarity",
  reuse: "Also in another essay",
  consistency: "Check the facts",
};

/** At most this many problems are major in one run: the ones that matter most, first. */
export const MAX_MAJOR_PROBLEMS = 3;

/** The writing checks' rules that can be tested again as the text changes. */
export const checkRules = ["over_limit", "spelling", "repeated_word", "passive_voice", "long_sentence"] as const;
export type CheckRule = (typeof checkRules)[number];

export type TextReference = { highlightText: string; startPos: number; endPos: number };
export type FeedbackItem = {
  type: string;
  severity: string;
  paragraph: number;
  comment: string;
  textReference?: TextReference;
  /** What the passage can be replaced with in one click (a spelling, a repeated word), when the check knows. */
  replacement?: string;
  /** A strength worth keeping, shown apart from problems; absent for a problem. */
  kind?: "strength";
  /**
   * The check's rule that made the item, which the editor tests again when the text under it
   * changes (followFeedback): the item is addressed only when the rule no longer fires there.
   * Absent on the model's items (and on checks' items stored before the rule was kept).
   */
  condition?: CheckRule;
  /** A fix of the passage the applicant asked for ("Suggest a fix"), shown as a diff to accept or reject. */
  suggestion?: string;
  /** The same story in another of the applicant's essays (the reuse check), for the side-by-side view. */
  related?: { essayId: string; school: string; title: string; text: string };
  /** The version of the fix_suggestion prompt that wrote it, logged when it is accepted. */
  suggestionPromptVersion?: number;
};

export const isStrength = (item: Pick<FeedbackItem, "kind">) => item.kind === "strength";

/**
 * The model's problems in its order of importance, with only the first MAX_MAJOR_PROBLEMS kept
 * major (the rest become minor): a run names the one to three things that matter most. The
 * checks' facts (over the limit, another school's name) stay major whatever the model said.
 */
export function capMajors<T extends FeedbackItem>(items: T[]): T[] {
  let majors = 0;
  return items.map((item) => {
    if (isStrength(item) || item.severity !== "major") return item;
    majors += 1;
    return majors <= MAX_MAJOR_PROBLEMS ? item : { ...item, severity: "minor" };
  });
}

/**
 * A highlight is usable only when it has text, lies inside the essay (start >= 0, end within the
 * text, start before end) and the essay really says that text there. Otherwise the item keeps its
 * comment but loses the highlight.
 */
export function isUsableHighlight(text: string, ref: TextReference | undefined): ref is TextReference {
  if (!ref || ref.highlightText.length === 0) return false;
  if (ref.startPos < 0 || ref.endPos > text.length || ref.startPos >= ref.endPos) return false;
  return text.slice(ref.startPos, ref.endPos) === ref.highlightText;
}

/**
 * Keeps highlights that match the text at their offsets. One whose text appears elsewhere (models
 * often miscount offsets) is moved to the occurrence nearest its claimed start; the rest lose
 * their highlight but keep the comment.
 */
export function keepUsableHighlights(text: string, items: FeedbackItem[]): FeedbackItem[] {
  return items.map((item) => {
    if (isUsableHighlight(text, item.textReference)) return item;
    const reanchored = reanchor(text, item.textReference);
    if (reanchored) return { ...item, textReference: reanchored };
    const { textReference: _dropped, ...rest } = item;
    return rest;
  });
}

function reanchor(text: string, ref: TextReference | undefined): TextReference | null {
  if (!ref || ref.highlightText.trim().length === 0) return null;
  let best: number | null = null;
  for (let at = text.indexOf(ref.highlightText); at !== -1; at = text.indexOf(ref.highlightText, at + 1)) {
    if (best === null || Math.abs(at - ref.startPos) < Math.abs(best - ref.startPos)) best = at;
  }
  return best === null ? null : { highlightText: ref.highlightText, startPos: best, endPos: best + ref.highlightText.length };
}

/** Items in reading order: highlighted ones by position, then the general ones. */
export function sortItems<T extends FeedbackItem>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.textReference?.startPos ?? Number.MAX_SAFE_INTEGER) - (b.textReference?.startPos ?? Number.MAX_SAFE_INTEGER));
}

const rank = (item: FeedbackItem) => (isStrength(item) ? 3 : item.type === "answers_prompt" ? 0 : item.severity === "major" ? 1 : 2);

/**
 * The order feedback is read in: whether the essay answers the question first, then the
 * major problems, the smaller ones, and last the strengths worth keeping; in reading order within each.
 */
export function feedbackOrder<T extends FeedbackItem>(items: T[]): T[] {
  return sortItems(items).sort((a, b) => rank(a) - rank(b));
}

/** Paragraphs are separated by blank lines; numbered from 1. Here, not in the writing checks, so checks that need no dictionary can use it without loading one. */
export function paragraphAt(text: string, offset: number): number {
  return (text.slice(0, offset).match(/\n\s*\n/g)?.length ?? 0) + 1;
}

/** A stored item: with an id (so one can be resolved) and where it came from. */
export type StoredFeedbackItem = FeedbackItem & { id: string; source: "ai" | "check" };

/** The overall note of a run, at most three sentences (the model is asked for that; longer is cut). */
export function overallNote(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return null;
  const sentences = trimmed.match(/[^.!?]+(?:[.!?]+["”’')\]]*|$)\s*/g) ?? [trimmed];
  return sentences.slice(0, 3).join("").trim();
}

/** Whether "Suggest a fix" is offered for an item: a problem about a passage that has no fix of its own. */
// The cross-school checks' items (a story also told elsewhere, a fact to confirm) are the
// applicant's to decide: no rewrite is offered for them.
const NOT_FIXABLE = new Set(["reuse", "consistency"]);
export const canSuggestFix = (item: FeedbackItem) => !isStrength(item) && Boolean(item.textReference) && !item.replacement && !NOT_FIXABLE.has(item.type);

/** A suggestion much longer than its passage is not a fix of it. */
export const isFittingSuggestion = (passage: string, suggestion: string) =>
  suggestion.trim().length > 0 && suggestion.trim() !== passage.trim() && suggestion.length <= Math.max(passage.length * 3, passage.length + 300);
