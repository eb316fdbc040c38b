// A save refused because a newer copy (or version) of the text exists: what the writer may do then.

export type Conflict = { revision: number; content: string; newerVersion?: { id: string; version: number } };
type ConflictSetters = {
  setContent: (text: string) => void;
  setSaved: (text: { revision: number; content: string }) => void;
  setConflict: (conflict: null) => void;
  resetFixes: () => void;
};

/** The writer's two ways out of a conflict: take the newer copy, or keep this text over it. */
export function conflictChoices(conflict: Conflict | null, { setContent, setSaved, setConflict, resetFixes }: ConflictSetters) {
  return {
    reloadConflict: () => {
      if (!conflict) return;
      setContent(conflict.content);
      setSaved(conflict);
      setConflict(null);
      // The newer copy does not have this tab's fixes: their items stay open.
      resetFixes();
    },
    /** Saves this text over the newer copy: the writer chose it, having been told (the resume has no versions to keep it as). */
    keepMine: () => {
      if (!conflict) return;
      setSaved(conflict);
      setConflict(null);
    },
  };
}
