import { useRef } from "react";
import type { SavedSchool } from "~/domain/schools/workspace";
import type { TextSaveAnswer } from "./use-text-save";

/**
 * A save's answer, for the sidebar: what it changed of its school as the workspace shows it, which
 * may follow the answer (read from D1 while the applicant's object stored the save, streamed in the
 * same response). Only the newest save's is taken: an earlier save's arriving after a later one's
 * would put older counts back.
 */
export function useSavedSchool(onSchoolChanged: (school: SavedSchool) => void) {
  const newest = useRef(0);
  return (answer: TextSaveAnswer) => {
    const save = ++newest.current;
    Promise.resolve(answer.school).then(
      (school) => {
        if (school && save === newest.current) onSchoolChanged(school);
      },
      // Not read: the sidebar keeps what it shows until the next page.
      () => undefined,
    );
  };
}
