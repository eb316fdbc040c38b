import type { PlantedProblem, ProblemKind } from "./eval-case";

// Which returned feedback items count as finding a planted problem, and what counts as praise or
// as a rewrite. Pure, so the rules have unit tests (matching.test.ts).

/** A feedback item as stored (app/domain/feedback/feedback-items.ts), read loosely: the shape is changing. */
export type ReturnedItem = {
  type: string;
  severity: string;
  comment: string;
  paragraph?: number;
  textReference?: { highlightText: string; startPos: number; endPos: number } | null;
  source?: string;
  /** "strength" for praise, in the item shape being introduced. */
  kind?: string;
};

type KindRule = {
  /** Item types that fit, in today's names and in the planned ones (answers_prompt, specificity, evidence, voice, school_fit…). */
  types: string[];
  /** Words a comment about this problem uses. */
  keywords: RegExp;
  /** Deterministic: the type must fit (and the keywords, if any matter); no leniency. */
  strict: boolean;
  /** An item anywhere in the essay counts when its comment names the problem (a story-level problem). */
  anywhere: boolean;
};

export const kindRules: Record<ProblemKind, KindRule> = {
  over_limit: { types: ["structure"], keywords: /\blimit\b/i, strict: true, anywhere: true },
  spelling: { types: ["spelling"], keywords: /./, strict: true, anywhere: false },
  repeated_word: { types: ["grammar"], keywords: /./, strict: true, anywhere: false },
  passive_voice: { types: ["clarity", "grammar", "voice"], keywords: /./, strict: true, anywhere: false },
  wrong_school: { types: ["content", "school_fit", "answers_prompt"], keywords: /./, strict: true, anywhere: false },
  off_prompt: {
    types: ["content", "answers_prompt"],
    keywords: /\bprompt\b|\bquestion\b|\bdo(es)?(n't| not) (really |directly |fully )?(answer|address|respond)|off[- ]topic|\basks?\b|\banswer(s|ing)? the\b/i,
    strict: false,
    anywhere: true,
  },
  cliche_opening: {
    types: ["storytelling", "structure", "clarity", "content", "voice", "specificity"],
    keywords: /clich|generic|overused|trite|familiar|common|predictable|opening|opener|\bhook\b|first (line|sentence)|dictionary/i,
    strict: false,
    anywhere: false,
  },
  no_example: {
    types: ["content", "specificity", "evidence", "storytelling"],
    keywords: /example|specific|concrete|vague|generic|abstract|evidence|anecdote|illustrat|show,? (don't|do not|not) tell|\bdetails?\b|\bstory\b|\bmoment\b/i,
    strict: false,
    anywhere: true,
  },
  no_outcome: {
    types: ["storytelling", "content", "evidence", "structure"],
    keywords:
      /outcome|\bresults?\b|what happened|happened next|resolution|resolv|\bend(s|ed|ing)?\b|consequence|\bimpact\b|turned out|so what|conclu|cliffhanger/i,
    strict: false,
    anywhere: true,
  },
  contradicts_resume: {
    types: [],
    keywords:
      /r[eé]sum[eé]|\bcv\b|contradict|inconsisten|discrepan|conflicts? with|(doesn't|does not|don't|do not) match|credib|overstat|exaggerat|verif|accurate|accuracy/i,
    strict: false,
    anywhere: true,
  },
};

/** Where a passage sits in the essay (its first occurrence), or null. */
export function passageRange(text: string, passage: string | null): { start: number; end: number } | null {
  if (passage === null) return null;
  const start = text.indexOf(passage);
  return start === -1 ? null : { start, end: start + passage.length };
}

const overlaps = (item: ReturnedItem, range: { start: number; end: number }) =>
  Boolean(item.textReference) && item.textReference!.startPos < range.end && range.start < item.textReference!.endPos;

/** Whether an item is praise: the planned strength kind, a praise severity, or a comment that opens by praising. */
export function isPraise(item: ReturnedItem): boolean {
  if (item.kind === "strength" || item.type === "strength") return true;
  if (/^(praise|strength|positive)$/i.test(item.severity)) return true;
  return /^(great|excellent|wonderful|nice|good job|well done|impressive|love|i love|this is (a |an )?(great|strong|vivid|compelling|powerful|effective|excellent))\b/i.test(
    item.comment.trim(),
  );
}

/** Whether an item found a planted problem (see docs/feedback-eval.md, "Matching"). */
export function matches(problem: PlantedProblem, item: ReturnedItem, text: string): boolean {
  if (isPraise(item)) return false;
  const rule = kindRules[problem.kind];
  const typeFits = rule.types.includes(item.type);
  const named = rule.keywords.test(item.comment);
  const range = passageRange(text, problem.passage);
  if (rule.strict) {
    if (!typeFits || !named) return false;
    return range ? overlaps(item, range) : true;
  }
  // On the passage: a fitting type or a comment naming the problem (a contradiction has no type of its own).
  if (range && overlaps(item, range)) return typeFits || named;
  const general = !item.textReference;
  return named && (general || rule.anywhere || range === null);
}

/** Whether a stored highlight says what the essay says at its offsets (every one must). */
export function anchors(text: string, item: ReturnedItem): boolean {
  const ref = item.textReference;
  if (!ref) return true;
  return ref.startPos >= 0 && ref.endPos <= text.length && ref.startPos < ref.endPos && text.slice(ref.startPos, ref.endPos) === ref.highlightText;
}

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s.,;:!?…]+|[\s.,;:!?…]+$/g, "")
    .trim();

const QUOTED = /["“]([^"”]+)["”]/g;
const LEAD_IN =
  /\b(try|consider|instead|rewrite|rephrase|reword|revise|replace|change|something like|such as|e\.g\.|for example|perhaps|like this)\b[^"“]{0,40}$/i;

/**
 * Whether a comment writes the applicant's sentence for them: an arrow, "rewrite it as", a quoted
 * text after "Try:", "Instead, write…" that the essay does not contain, or any quoted span of eight
 * words or more that is not the essay's own.
 */
export function isRewrite(comment: string, essay: string): boolean {
  if (/→|->|=>/.test(comment)) return true;
  if (/\b(rewrite|rephrase|reword) (it|this|the sentence|this sentence|the opening) (as|to)\b/i.test(comment)) return true;
  const inEssay = normalise(essay);
  for (const match of comment.matchAll(QUOTED)) {
    const quoted = normalise(match[1]!);
    if (!quoted || inEssay.includes(quoted)) continue;
    const words = quoted.split(" ").length;
    if (words >= 8) return true;
    if (words >= 3 && LEAD_IN.test(comment.slice(0, match.index))) return true;
  }
  return false;
}
