import type { EvalCase, ProblemKind } from "./eval-case";
import { passageRange } from "./matching";

// What the OpenAI fake answers for a case in the plumbing run: the planted problems the checks do
// not cover, as a model would report them. It proves the queue, consumer, storage, matching and
// tables work end to end, not that any model finds anything. Every other highlight's offsets are
// off by a few characters, as models often are, so the consumer's re-anchoring is exercised too.

const asReported: Partial<Record<ProblemKind, { type: string; comment: string }>> = {
  off_prompt: { type: "content", comment: "The essay does not answer the question the prompt asks." },
  cliche_opening: { type: "storytelling", comment: "The opening line is a cliché; start with a moment of your own." },
  no_example: { type: "content", comment: "These claims need a concrete example from your own experience." },
  no_outcome: { type: "storytelling", comment: "The story stops before its outcome: say what happened." },
  contradicts_resume: { type: "content", comment: "This claim contradicts your resume." },
};

const MISCOUNT = 7;

const paragraphOf = (text: string, offset: number) => (text.slice(0, offset).match(/\n\s*\n/g)?.length ?? 0) + 1;

export function fakeModelAnswer(evalCase: EvalCase): string {
  const { text } = evalCase;
  const reported = evalCase.planted.flatMap((problem) => {
    const said = asReported[problem.kind];
    return said ? [{ ...said, problem }] : [];
  });
  const feedback = reported.map(({ type, comment, problem }, index) => {
    const range = passageRange(text, problem.passage);
    const shift = index % 2 === 1 ? MISCOUNT : 0;
    return {
      type,
      severity: problem.major ? "major" : "minor",
      paragraph: range ? paragraphOf(text, range.start) : 1,
      comment,
      textReference: range ? { highlightText: problem.passage!, startPos: range.start + shift, endPos: range.end + shift } : null,
    };
  });
  if (!evalCase.planted.length) {
    // A strong essay: one small point, on its first sentence.
    const first = text.match(/^[^.!?]+[.!?]/)?.[0] ?? text.slice(0, 20);
    feedback.push({
      type: "clarity",
      severity: "minor",
      paragraph: 1,
      comment: "Consider tightening this sentence.",
      textReference: { highlightText: first, startPos: 0, endPos: first.length },
    });
  }
  return JSON.stringify({ feedback });
}
