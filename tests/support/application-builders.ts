import type { SchoolAiPolicy } from "../../app/domain/ai-policy/ai-policy";
import type { ChecklistEntry } from "../../app/domain/applications/checklist";
import type { StoredFeedbackItem } from "../../app/domain/feedback/feedback-items";
import type { ReadyEssay } from "../../app/domain/submissions/ready-checks";

// The pieces of an application the unit and integration tests build again and again, each with
// the least that is known about it; a test overrides what it is about.

/** A checklist line of one kind in one status, with no date, catalogue item or fact behind it. */
export const checklistEntry = (kind: ChecklistEntry["kind"], status: ChecklistEntry["status"]): ChecklistEntry => ({
  key: kind,
  kind,
  label: kind,
  status,
  doneOn: null,
  itemId: null,
  fact: null,
});

/** A school whose AI policy prohibits AI-written text, with no sources and no date checked. */
export const schoolAiPolicy = (overrides: Partial<SchoolAiPolicy> = {}): SchoolAiPolicy => ({
  school: "Stanford GSB",
  policy: "prohibits",
  summary: "",
  quote: null,
  disclosureRequired: null,
  sources: [],
  checkedOn: null,
  ownDomains: [],
  ...overrides,
});

/** A written, required essay of at most 300 words, as Ready to submit reads it. */
export const readyEssay = (overrides: Partial<ReadyEssay> = {}): ReadyEssay => ({
  id: "e1",
  title: "Essay 1",
  text: "",
  written: true,
  prompt: "",
  limit: "300 words",
  required: true,
  group: null,
  ...overrides,
});

/** The model's major item asking for specifics about one passage of the text, highlighted where the text has it. */
export function feedbackItem(text: string, passage: string, overrides: Partial<StoredFeedbackItem> = {}): StoredFeedbackItem {
  const start = text.indexOf(passage);
  if (start < 0) throw new Error(`The passage "${passage}" is not in the text`);
  return {
    id: crypto.randomUUID(),
    source: "ai",
    type: "specificity",
    severity: "major",
    paragraph: 1,
    comment: "Which team, and what did you do?",
    textReference: { highlightText: passage, startPos: start, endPos: start + passage.length },
    ...overrides,
  };
}
