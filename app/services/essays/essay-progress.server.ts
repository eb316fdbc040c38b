import { type CatalogueEssay, type CatalogueSchool, isUntouchedDraft, isWrittenInScout } from "~/domain/catalogue/catalogue";
import { type EssayStatus, type TextCounts, measureCounts, parseLimit, textCounts } from "~/domain/essays/essay-rules";
import { asPercent, countedEssays, essayDisplayState, essayProgress, schoolProgress } from "~/domain/schools/school-progress";
import type { NavEssay } from "~/domain/schools/workspace";
import { applicationProgress } from "~/domain/applications/checklist";
import type { ApplicationParts } from "../applications/checklist.server";

/**
 * An essay as the workspace reads it: its stored counts, and its text only where the counts cannot
 * say it all (not counted yet, or possibly still the prompt it was created with: workspaceQueries).
 */
type StoredEssay = {
  id: string;
  essayTitle: string;
  status: EssayStatus;
  version: number;
  wordCount: number | null;
  characterCount: number | null;
  textToCount: string | null;
};

const NO_TEXT: TextCounts = { words: 0, characters: 0 };

/** The user's own words in the essay (none for an untouched draft), and its counts. */
function ownCounts(essay: StoredEssay, prompt: CatalogueEssay | null): { ownWords: boolean; counts: TextCounts } {
  if (essay.textToCount !== null) {
    const ownWords = !isUntouchedDraft(essay.textToCount, prompt);
    return { ownWords, counts: ownWords ? textCounts(essay.textToCount) : NO_TEXT };
  }
  // Counted, and not a legacy draft: it is untouched only when it has no words (an empty text).
  const counts = { words: essay.wordCount ?? 0, characters: essay.characterCount ?? 0 };
  const ownWords = counts.words > 0;
  return { ownWords, counts: ownWords ? counts : NO_TEXT };
}

/**
 * A school's newest essays as the workspace shows them (the user's own words against the limit,
 * the displayed state, progress and whether each counts) and the school's progress (its essays', or
 * with `parts` its whole application's). Words are
 * counted as the editor counts them (characters for a character limit); an essay with none of the
 * user's own words (isUntouchedDraft, docs/product-rules.md §3) counts 0 and shows "Not started".
 */
export function measureSchool(
  catalogue: CatalogueSchool | undefined,
  essays: StoredEssay[],
  parts?: ApplicationParts,
): { progress: number; essays: NavEssay[] } {
  const measured = essays.map((essay) => {
    const prompt = catalogue?.essays.find((entry) => entry.title === essay.essayTitle) ?? null;
    const { ownWords, counts } = ownCounts(essay, prompt);
    const limit = parseLimit(prompt?.limit ?? null);
    const count = measureCounts(counts, limit);
    const state = essayDisplayState(essay.status, ownWords);
    const share = essayProgress({ status: essay.status, ownWords, used: count.used, max: count.max });
    return {
      essay,
      prompt,
      state,
      count,
      share,
      limit: prompt?.limit ?? null,
      // A draft of a video or a live assessment (made before Scout told them apart) is the applicant's own note, not required.
      school: {
        progress: share,
        started: state !== "not_started",
        required: (prompt?.required ?? false) && isWrittenInScout(prompt!),
        chooseOneGroup: prompt?.chooseOneGroup ?? null,
      },
    };
  });
  const schoolEssays = measured.map((entry) => entry.school);
  const counts = countedEssays(schoolEssays);
  return {
    // With the school's letters and checklist, its progress is the whole application's.
    progress: parts ? applicationProgress({ essays: schoolEssays, letters: parts.letters, items: parts.checklist }) : schoolProgress(schoolEssays),
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

/**
 * One school's newest essays as the workspace shows them, in the school's own order (Essay 1,
 * Essay 2…, then as created: a save never moves an essay), with the school's progress: what the
 * workspace shows of a school's essays, and what a save's answer carries.
 */
export function measureOwnSchool(catalogue: CatalogueSchool | undefined, own: StoredEssay[], parts?: ApplicationParts) {
  const titles = catalogue?.essays.map((essay) => essay.title) ?? [];
  const rank = (title: string) => (titles.includes(title) ? titles.indexOf(title) : titles.length);
  return measureSchool(
    catalogue,
    [...own].sort((a, b) => rank(a.essayTitle) - rank(b.essayTitle)),
    parts,
  );
}

function requirementOf(prompt: CatalogueEssay | null): NavEssay["requirement"] {
  if (prompt?.chooseOneGroup) return "choose_one";
  return prompt?.required && isWrittenInScout(prompt) ? "required" : "optional";
}
