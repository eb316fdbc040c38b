// What operators are asked to fix (/admin/sources): every fact applicants read that cites no page
// of the school's own, per school, with the sites it rests on and how old it is. The rule of whose
// page a source is lives in sources.ts; this only applies it to the whole catalogue.
import { lacksSchoolSource, siteOf } from "./sources";

/** The kinds of fact applicants read, in the order the report lists them. */
export const factAreas = ["Application item", "AI policy", "Essay question", "Deadline", "Interview and decision dates", "Letters", "Interview"] as const;
export type FactArea = (typeof factAreas)[number];

/** One fact as applicants read it: where it was read, how old it is, and the operators' page that edits it. */
export type SourcedFact = { schoolId: string; area: FactArea; label: string; sources: string[]; age: string | null; editPath: string };

export type LackingFact = Omit<SourcedFact, "schoolId" | "sources"> & { sites: string[] };
/** `missing`: what applicants read as not known for the school's cycle (its interview and decision dates). */
export type SchoolSourceReport = { schoolId: string; school: string; ownDomains: string[]; facts: number; lacking: LackingFact[]; missing: string[] };

type School = { id: string; name: string; ownDomains: string[] };

/** Each school in its order with its facts that cite no page of its own (none, unsourced, or only third parties'). */
export function sourceReport(
  schools: readonly School[],
  facts: readonly SourcedFact[],
  missing: ReadonlyMap<string, string[]> = new Map(),
): SchoolSourceReport[] {
  return schools.map((school) => {
    const own = facts.filter((fact) => fact.schoolId === school.id);
    const lacking = own
      .filter((fact) => lacksSchoolSource(fact.sources, school.ownDomains))
      .sort((a, b) => factAreas.indexOf(a.area) - factAreas.indexOf(b.area))
      .map(({ area, label, sources, age, editPath }) => ({
        area,
        label,
        age,
        editPath,
        sites: [...new Set(sources.map(siteOf).filter((site): site is string => site !== null))],
      }));
    return { schoolId: school.id, school: school.name, ownDomains: school.ownDomains, facts: own.length, lacking, missing: missing.get(school.id) ?? [] };
  });
}
