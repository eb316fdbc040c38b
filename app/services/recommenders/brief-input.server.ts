import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, recommenderLetters, recommenders, user } from "../../../db/schema";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { BriefInput } from "~/domain/recommenders/brief";
import { emptyGoals } from "~/domain/goals/goals";
import { type MaterialReader, readMaterial } from "../goals/goals.server";
import { listPlans } from "../schools/school-plans.server";
import { requirementsOf, requirementsQuery } from "../applications/letter-requirements.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";

// What a recommender's brief is made of, read for one of the user's recommenders: the
// applicant's goals and resume, the stories (essays) they picked for this recommender, and each
// of the recommender's schools with its letter deadline and what it asks recommenders.
export async function readBriefInput(
  db: Database,
  object: { versionBodies: VersionBodyReader; workRows: MaterialReader },
  userId: string,
  recommenderId: string,
): Promise<BriefInput | null> {
  // The goals and resume from the applicant's object, beside D1's batch.
  const [[people, letters, users], { goals, resume }] = await Promise.all([
    db.batch([
      db
        .select()
        .from(recommenders)
        .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId))),
      db
        .select({ school: recommenderLetters.school })
        .from(recommenderLetters)
        .where(and(eq(recommenderLetters.recommenderId, recommenderId), eq(recommenderLetters.userId, userId))),
      db.select({ name: user.name }).from(user).where(eq(user.id, userId)),
    ]),
    readMaterial(object.workRows, userId),
  ]);
  const person = people[0];
  if (!person) return null;
  const schools = letters.map((letter) => letter.school);
  const [stories, requirementRows, plans] = await Promise.all([
    person.storyIds.length > 0
      ? db
          .select({
            id: essaySubmissions.id,
            title: essaySubmissions.essayTitle,
            school: essaySubmissions.school,
            text: essaySubmissions.essayContent,
            bodyInObject: essaySubmissions.bodyInObject,
          })
          .from(essaySubmissions)
          .where(and(eq(essaySubmissions.userId, userId), inArray(essaySubmissions.id, person.storyIds)))
      : Promise.resolve([]),
    requirementsQuery(db, schools),
    listPlans(db, userId),
  ]);
  const requirements = requirementsOf(requirementRows);
  return {
    applicant: users[0]?.name.trim() || "the applicant",
    recommender: { name: person.name, relationship: person.relationship },
    goals: goals ?? emptyGoals,
    resume,
    // A story picked before its essay got a newer version: its text is in the user's object.
    stories: (await withVersionBodies(object.versionBodies, stories, "text")).map(({ title, school, text }) => ({ title, school, text })),
    schools: schools.map((school) => {
      const chosen = plans.find((plan) => plan.school === school)?.chosen;
      return { school, deadline: chosen ? `${formatCalendarDate(chosen.deadline.date)} (${chosen.round})` : null, requirements: requirements[school] ?? null };
    }),
  };
}
