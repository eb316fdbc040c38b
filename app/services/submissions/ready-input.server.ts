import { and, eq, ne, notExists } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { goalsAsText } from "~/domain/coach/chat-schema";
import { emptyGoals } from "~/domain/goals/goals";
import type { ReadyInput } from "~/domain/submissions/ready-checks";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import type { DisclosureKind } from "~/domain/authorship/disclosure";
import { aiPoliciesQuery, policyOf } from "../ai-policy/ai-policies.server";
import { schoolDisclosuresQuery } from "../authorship/disclosures.server";
import { crossSchoolEssayColumns } from "../checks/cross-school.server";
import { acceptedTestsQuery, readChecklists } from "../applications/checklist.server";
import { newerVersionOf } from "../essays/newer-version.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";
import { type MaterialReader, readMaterial } from "../goals/goals.server";
import type { BriefTextReader } from "../recommenders/brief-texts.server";
import { lettersBySchool, readRecommendersPage } from "../recommenders/recommenders.server";
import { loadSchoolWords } from "../catalogue/catalogue.server";
import type { SchoolApplication } from "./school-application.server";
import { readProfile } from "../profile/profile.server";
import type { Profile } from "~/domain/profile/profile";
import { type ScoreForForm, scoresForSchool } from "~/domain/submissions/profile-fields";

// What the checks compare one school's texts with: the resume, the goals, the briefs of the
// recommenders who write for it, its checklist and letters, its AI policy and the disclosure log,
// and the applicant's essays for their other schools. Each is read through its own service (the
// resume, goals and briefs may live elsewhere than D1), every read scoped to the user.

export type ReadyReads = {
  input: ReadyInput;
  policy: SchoolAiPolicy | null;
  disclosures: { essayTitle: string; kind: DisclosureKind }[];
  profile: Profile;
  /** The applicant's scores this school receives (only the tests a source lists, where one does), and the tests left out. */
  scores: ScoreForForm[];
  scoresLeftOut: string[];
};

type ReadyObject = { versionBodies: VersionBodyReader; workRows: MaterialReader & BriefTextReader };

/**
 * What the checks compare one school's texts with, read by the school's name alone: started with
 * the school's own reads, so the two go to D1 as one round trip (db/read-batching.ts).
 */
export function readReadyMaterial(db: Database, object: ReadyObject, userId: string, school: string) {
  return Promise.all([
    db.batch([
      aiPoliciesQuery(db, [school]),
      schoolDisclosuresQuery(db, userId, school),
      db
        .select(crossSchoolEssayColumns)
        .from(essaySubmissions)
        .where(and(eq(essaySubmissions.userId, userId), ne(essaySubmissions.school, school), notExists(newerVersionOf(db)))),
      acceptedTestsQuery(db, school),
    ]),
    readMaterial(object.workRows, userId),
    readRecommendersPage(db, object.workRows, userId),
    lettersBySchool(db, userId),
    readChecklists(db, userId),
    loadSchoolWords(db),
    readProfile(db, userId),
  ]);
}

/** The checks' input for the school as it would be sent, from what readReadyMaterial read. */
export async function readyInputOf(
  object: ReadyObject,
  application: SchoolApplication,
  [[policies, disclosures, others, accepted], material, recommenders, letters, checklists, schoolWords, profile]: Awaited<ReturnType<typeof readReadyMaterial>>,
  now = new Date(),
): Promise<ReadyReads> {
  const { school } = application;
  const policy = policyOf(policies, school);
  const writers = recommenders.recommenders.filter((person) => person.letters.some((letter) => letter.school === school));
  const input: ReadyInput = {
    school,
    essays: application.essays.map(({ id, title, text, written, prompt, limit, required, group }) => ({
      id,
      title,
      text,
      written,
      prompt,
      limit,
      required,
      group,
    })),
    missing: application.missing,
    answers: [],
    resume: material.resume,
    goals: goalsAsText(material.goals ?? emptyGoals),
    briefs: writers.flatMap((person) => (person.brief?.content.trim() ? [{ recommender: person.name, content: person.brief.content }] : [])),
    checklist: checklists.bySchool[school] ?? [],
    letters: letters[school] ?? [],
    policy,
    disclosures,
    schoolWords,
    otherSchools: (await withVersionBodies(object.versionBodies, others, "content")).filter((other) => other.content.trim()),
    positions: profile.positions,
    today: now,
  };
  const { sent, leftOut } = scoresForSchool(checklists.scores, accepted);
  return { input, policy, disclosures, profile, scores: sent, scoresLeftOut: leftOut };
}
