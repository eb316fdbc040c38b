import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";
import { type Contradiction, contradictions } from "./facts";
import { ignoredShingles, prepareText, sharedPassages } from "./story-reuse";

// The cross-school checks as feedback items on one essay: where its story is also told in an
// essay for another school, and where its facts disagree with the resume or the goals grid.
// Information for the applicant, never an error: minor items, dismissable like any other.

export type OtherEssay = { id: string; school: string; title: string; content: string };
export type CheckedEssay = { school: string; content: string; prompt: string | null };

export function reuseItems(essay: CheckedEssay, others: OtherEssay[]): FeedbackItem[] {
  const ignored = ignoredShingles(essay.prompt ? [essay.prompt] : []);
  const items: FeedbackItem[] = [];
  const mine = prepareText(essay.content);
  for (const other of others) {
    if (other.school === essay.school || !other.content.trim()) continue;
    for (const passage of sharedPassages(mine, other.content, ignored)) {
      items.push({
        type: "reuse",
        severity: "minor",
        paragraph: paragraphAt(essay.content, passage.start),
        comment: `Also in ${other.school}, ${other.title}: ${passage.words} words.`,
        textReference: { highlightText: essay.content.slice(passage.start, passage.end), startPos: passage.start, endPos: passage.end },
        related: { essayId: other.id, school: other.school, title: other.title, text: other.content.slice(passage.otherStart, passage.otherEnd) },
      });
    }
  }
  return items;
}

const sourceName = { resume: "your resume", goals: "your goals grid" } as const;

function factItem(text: string, found: Contradiction): FeedbackItem {
  const theirs = [...new Set(found.stated.map((fact) => `“${fact.text}”`))].join(", ");
  return {
    type: "consistency",
    severity: "minor",
    paragraph: paragraphAt(text, found.fact.start),
    comment: `Here: “${found.fact.text}”. In ${sourceName[found.where]}: ${theirs}. If both are right, ignore this; if not, make them agree.`,
    textReference: { highlightText: found.fact.text, startPos: found.fact.start, endPos: found.fact.end },
  };
}

export function consistencyItems(text: string, sources: { resume: string; goals: string }): FeedbackItem[] {
  return [...contradictions(text, sources.resume, "resume"), ...contradictions(text, sources.goals, "goals")].map((found) => factItem(text, found));
}
