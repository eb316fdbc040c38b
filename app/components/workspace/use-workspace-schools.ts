import { useCallback, useMemo, useState } from "react";
import { type NavSchool, type SavedSchool, mergeSavedSchool } from "~/domain/schools/workspace";

/**
 * The workspace's schools: as loaded, with what each essay save answered since taken in (a save
 * does not reload the workspace: its answer carries its school's words, states and progress, the
 * part of the school a save changes). Loaded data that is newer than those answers (any reload)
 * replaces them.
 */
export function useWorkspaceSchools(loaded: NavSchool[]) {
  const [saved, setSaved] = useState<{ from: NavSchool[]; bySchool: ReadonlyMap<string, SavedSchool> }>({ from: loaded, bySchool: new Map() });
  const schools = useMemo(() => (saved.from === loaded ? mergeSavedSchool(loaded, saved.bySchool) : loaded), [loaded, saved]);
  const updateSchool = useCallback(
    (school: SavedSchool) =>
      setSaved((current) => ({ from: loaded, bySchool: new Map(current.from === loaded ? current.bySchool : []).set(school.school, school) })),
    [loaded],
  );
  return { schools, updateSchool };
}
