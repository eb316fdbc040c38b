import type { SavedSchool } from "~/domain/schools/workspace";
import type { TextSaveAnswer } from "./use-text-save";

// Counted across editors, not per editor: the sidebar keeps one school, and an essay's editor
// left for another of the same school may still have its last save's school to come.
let newest = 0;

/**
 * A save's answer, for the sidebar: what it changed of its school as the workspace shows it, which
 * may follow the answer (read from D1 while the applicant's object stored the save, streamed in the
 * same response). Only the newest save's is taken: an earlier save's arriving after a later one's
 * would put older counts back. Resolves once the answer's school was taken or passed over.
 */
export function takerOfSavedSchool(onSchoolChanged: (school: SavedSchool) => void) {
  return (answer: TextSaveAnswer): Promise<void> => {
    const save = ++newest;
    return Promise.resolve(answer.school).then(
      (school) => {
        if (school && save === newest) onSchoolChanged(school);
      },
      // Not read: the sidebar keeps what it shows until the next page.
      () => undefined,
    );
  };
}
