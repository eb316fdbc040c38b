import { useCallback, useMemo, useState } from "react";
import type { NavSchool } from "~/domain/schools/workspace";

/**
 * The workspace's schools: as loaded, with each school an essay save answered since (a save does
 * not reload the workspace: its answer carries its school's words, states and progress). Loaded
 * data that is newer than those answers (any reload) replaces them.
 */
export function useWorkspaceSchools(loaded: NavSchool[]) {
  const [saved, setSaved] = useState<{ from: NavSchool[]; bySchool: ReadonlyMap<string, NavSchool> }>({ from: loaded, bySchool: new Map() });
  const schools = useMemo(
    () => (saved.from === loaded && saved.bySchool.size ? loaded.map((school) => saved.bySchool.get(school.school) ?? school) : loaded),
    [loaded, saved],
  );
  const updateSchool = useCallback(
    (school: NavSchool) =>
      setSaved((current) => ({ from: loaded, bySchool: new Map(current.from === loaded ? current.bySchool : []).set(school.school, school) })),
    [loaded],
  );
  return { schools, updateSchool };
}
