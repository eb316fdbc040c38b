import { type FactTopic, topicLabels } from "./offer-types";

// What operators are asked to fill in (/admin/season-facts): per school, each of the season's
// facts applicants read (the waitlist's rules and its update cadence, deposits, the cost of
// attendance, awards) that is missing, rests only on third parties, or only on an older cycle.

/** The facts the report checks: the four topics, and the waitlist's cadence (which reminders follow). */
export const reportSubjects = ["waitlist", "cadence", "deposit", "cost", "scholarship"] as const;
export type ReportSubject = (typeof reportSubjects)[number];

export const subjectLabels: Record<ReportSubject, string> = { ...topicLabels, cadence: "Waitlist update cadence" };

type Fact = { schoolId: string; topic: FactTopic; sourceOwner: string; cycle: string; acceptsUpdates: "yes" | "no" | null; cadenceDays: number | null };
type School = { id: string; name: string; cycle: string };

export type SubjectGap =
  | { subject: ReportSubject; kind: "missing" }
  | { subject: ReportSubject; kind: "third-party"; owners: string[] }
  | { subject: ReportSubject; kind: "old"; newest: string };

export type SchoolFactReport = { schoolId: string; school: string; cycle: string; facts: number; gaps: SubjectGap[] };

/** Each school in its order with what its facts lack; a fact of the school's own page and this cycle lacks nothing. */
export function seasonFactReport(schools: readonly School[], facts: readonly Fact[]): SchoolFactReport[] {
  return schools.map((school) => {
    const own = facts.filter((fact) => fact.schoolId === school.id);
    const wantsNothing = own.some((fact) => fact.topic === "waitlist" && fact.acceptsUpdates === "no");
    const gaps = reportSubjects.flatMap((subject): SubjectGap[] => {
      // A school that wants nothing from its waitlist has no cadence to keep.
      if (subject === "cadence" && wantsNothing) return [];
      const about =
        subject === "cadence" ? own.filter((fact) => fact.topic === "waitlist" && fact.cadenceDays !== null) : own.filter((fact) => fact.topic === subject);
      return subjectGaps(subject, about, school.cycle);
    });
    return { schoolId: school.id, school: school.name, cycle: school.cycle, facts: own.length, gaps };
  });
}

function subjectGaps(subject: ReportSubject, facts: readonly Fact[], cycle: string): SubjectGap[] {
  if (facts.length === 0) return [{ subject, kind: "missing" }];
  const gaps: SubjectGap[] = [];
  if (!facts.some((fact) => fact.sourceOwner === "school"))
    gaps.push({ subject, kind: "third-party", owners: [...new Set(facts.map((fact) => fact.sourceOwner))] });
  if (!facts.some((fact) => fact.cycle.startsWith(cycle)))
    gaps.push({
      subject,
      kind: "old",
      newest: facts
        .map((fact) => fact.cycle)
        .sort()
        .at(-1)!,
    });
  return gaps;
}

/** A gap in operators' words. */
export function gapText(gap: SubjectGap): string {
  if (gap.kind === "missing") return "missing: applicants read “Scout does not have this”";
  if (gap.kind === "third-party") return `only third parties (${gap.owners.join(", ")})`;
  return `only older cycles (newest ${gap.newest})`;
}
