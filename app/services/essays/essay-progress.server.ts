import { type CatalogueEssay, type CatalogueSchool, isUntouchedDraft } from "~/domain/catalogue/catalogue";
import { type EssayStatus, measureAgainstLimit, parseLimit } from "~/domain/essays/essay-rules";
import { asPercent, countedEssays, essayDisplayState, essayProgress, schoolProgress } from "~/domain/schools/school-progress";
import type { NavEssay } from "~/domain/schools/workspace";

type StoredEssay = { id: string; essayTitle: string; status: EssayStatus; version: number; essayContent: string };

/**
 * A school's newest essays as the workspace shows them (the user's own words against the limit,
 * the displayed state, progress and whether each counts) and the school's progress. Words are
 * counted as the editor counts them (characters for a character limit); an essay with none of the
 * user's own words (isUntouchedDraft, docs/product-rules.md §3) counts 0 and shows "Not started".
 */
export function measureSchool(catalogue: CatalogueSchool | undefined, essays: StoredEssay[]): { progress: number; essays: NavEssay[] } {
  const measured = essays.map((essay) => {
    const prompt = catalogue?.essays.find((entry) => entry.title === essay.essayTitle) ?? null;
    const ownWords = !isUntouchedDraft(essay.essayContent, prompt);
    const limit = parseLimit(prompt?.limit ?? null);
    const count = measureAgainstLimit(ownWords ? essay.essayContent : "", limit);
    const state = essayDisplayState(essay.status, ownWords);
    const share = essayProgress({ status: essay.status, ownWords, used: count.used, max: count.max });
    return {
      essay,
      prompt,
      state,
      count,
      share,
      limit: prompt?.limit ?? null,
      school: { progress: share, started: state !== "not_started", required: prompt?.required ?? false, chooseOneGroup: prompt?.chooseOneGroup ?? null },
    };
  });
  const counts = countedEssays(measured.map((entry) => entry.school));
  return {
    progress: schoolProgress(measured.map((entry) => entry.school)),
    essays: measured.map(({ essay, prompt, state, count, share, limit }, index) => ({
      id: essay.id,
      essayTitle: essay.essayTitle,
      status: essay.status,
      version: essay.version,
      state,
      used: count.used,
      max: count.max,
      unit: count.unit,
      limit,
      progress: asPercent(share),
      counts: counts[index]!,
      requirement: requirementOf(prompt),
    })),
  };
}

function requirementOf(prompt: CatalogueEssay | null): NavEssay["requirement"] {
  if (prompt?.chooseOneGroup) return "choose_one";
  return prompt?.required ? "required" : "optional";
}
