// How operators keep the catalogue current (/admin/catalogue): an edit is a draft beside the
// published row it will replace, and applicants read only published rows, so nothing half-edited
// reaches them. Publishing retires the replaced row in the same batch. An essay keeps its link to
// applicants' essays through its title: the same title is the same question (a wording fix that
// applies to essays already written), a new title is a new question (offered to applicants who
// have the school as a new essay; their essays for the old one keep its wording).

import type { CatalogueDeadline, CatalogueEssay, EssayKind, QuestionAudience, QuestionPlace } from "./catalogue";
import type { AiPolicyClass } from "../ai-policy/ai-policy";
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";

export type CatalogueItemKind = "essay" | "deadline" | "policy";
export type CatalogueItemStatus = "draft" | "published" | "retired";

export const ESSAY_TITLE_MAX = 120;
export const ESSAY_PROMPT_MAX = 4_000;
export const ESSAY_LIMIT_MAX = 80;
export const CATALOGUE_NOTE_MAX = 1_000;
export const ROUND_NAME_MAX = 40;
export const SOURCES_MAX = 8;
export const SOURCE_URL_MAX = 500;
export const CYCLE_NOTE_MAX = 600;
export const POLICY_SUMMARY_MAX = 1_000;
export const POLICY_QUOTE_MAX = 600;

/** What the admin pages need of any catalogue row, whatever its kind. */
export type EditableRow = {
  id: string;
  cycle: string;
  status: CatalogueItemStatus;
  replacesId: string | null;
  position: number;
};

/** A published item with the draft that will replace it, or a new item's draft (published: null). */
export type EditableItem<R extends EditableRow> = { published: R | null; draft: R | null };

/**
 * One cycle's rows of one kind as operators see them: each published item with its pending draft,
 * then drafts of new items, in the school's order; retired rows are history and left out.
 */
export function editableItems<R extends EditableRow>(rows: readonly R[], cycle: string): EditableItem<R>[] {
  const inCycle = rows.filter((row) => row.cycle === cycle).sort((a, b) => a.position - b.position);
  const drafts = inCycle.filter((row) => row.status === "draft");
  const published = inCycle.filter((row) => row.status === "published");
  const replacing = (row: R) => drafts.find((draft) => draft.replacesId === row.id) ?? null;
  const publishedIds = new Set(published.map((row) => row.id));
  return [
    ...published.map((row) => ({ published: row, draft: replacing(row) })),
    ...drafts.filter((draft) => !draft.replacesId || !publishedIds.has(draft.replacesId)).map((draft) => ({ published: null, draft })),
  ];
}

/** "2026-2027" → "2027-2028". */
export function nextCycle(cycle: string): string {
  const start = Number(cycle.slice(0, 4));
  return `${start + 1}-${start + 2}`;
}

/**
 * The cycles a school has rows for, newest first, with the one applicants see always included,
 * and the cycle after the newest, so operators can prepare it before moving the school to it.
 */
export function cyclesOf(rows: readonly { cycle: string }[], current: string): { all: string[]; withRows: string[] } {
  const withRows = [...new Set([current, ...rows.map((row) => row.cycle)])].sort().reverse();
  return { all: [nextCycle(withRows[0]!), ...withRows], withRows };
}

/** "One URL per line" as operators type it: blank lines dropped, each trimmed. */
export function sourceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Today as the catalogue's "verified on" date (YYYY-MM-DD, UTC). */
export const verifiedToday = (now: Date) => now.toISOString().slice(0, 10);

export const essayKindLabels: Record<EssayKind, string> = {
  essay: "Essay",
  short_answer: "Short answer",
  video: "Video",
  images: "Images",
  choose_one: "Choose one",
  assessment: "Live assessment (not an essay)",
};

export const questionPlaceLabels: Record<QuestionPlace, string> = {
  essays: "Among the essays",
  form: "A field of the application form",
};

export const audienceChoiceLabels: Record<QuestionAudience, string> = {
  everyone: "Everyone",
  reapplicants: "Reapplicants only",
  international: "International applicants only",
};

/** A question as the operators' forms show it. */
export type EssayFields = CatalogueEssay;
/** A round as the operators' forms show it. */
export type DeadlineFields = CatalogueDeadline;

/** One catalogue item on the admin page: what applicants see, and the draft waiting to replace it. */
export type CatalogueItemView<F> = { published: F | null; draft: F | null };

/** What the catalogue page's action answers: a toast, and the problems by field for the form that was sent. */
export type CatalogueAnswer = FormAnswer & { toast: Toast };

/** A school's AI policy as the operators' forms show it. */
export type PolicyFields = {
  id: string;
  policy: AiPolicyClass;
  summary: string;
  quote: string | null;
  disclosureRequired: boolean | null;
  sources: string[];
  note: string | null;
  verifiedOn: string | null;
};
