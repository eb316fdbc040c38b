import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { goalsAsText } from "~/domain/coach/chat-schema";
import { type CheckedEssay, consistencyItems, reuseItems } from "~/domain/checks/cross-school";
import type { FeedbackItem } from "~/domain/feedback/feedback-items";
import type { ApplicantMaterial } from "../goals/goals.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";

// What the cross-school checks need of one applicant, read in one round trip: the latest version
// of each of their other essays, their resume and their goals, then the essays' text from the
// user's object (docs/scale.md step 3). Only this user's rows are read, so another applicant's
// text can never be compared (tests/integration/checks/cross-school-checks.test.ts).

const latestVersion = sql`${essaySubmissions.version} = (
  select max(newer.version) from essay_submissions as newer
  where newer.user_id = ${essaySubmissions.userId} and newer.school = ${essaySubmissions.school} and newer.essay_title = ${essaySubmissions.essayTitle}
)`;

/** What the cross-school checks read of each essay: its school, title and newest text (which may live in the user's object). */
export const crossSchoolEssayColumns = {
  id: essaySubmissions.id,
  school: essaySubmissions.school,
  title: essaySubmissions.essayTitle,
  content: essaySubmissions.essayContent,
  bodyInObject: essaySubmissions.bodyInObject,
};

export async function crossSchoolItems(
  db: Database,
  bodies: VersionBodyReader,
  userId: string,
  essay: CheckedEssay & { id: string; essayTitle: string },
  /** Their resume and goals, kept in their object (goals.server.ts). */
  material: ApplicantMaterial,
): Promise<FeedbackItem[]> {
  const newest = await db
    .select(crossSchoolEssayColumns)
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), latestVersion));
  const others = await withVersionBodies(bodies, newest, "content");
  const sameEssay = (other: { school: string; title: string }) => other.school === essay.school && other.title === essay.essayTitle;
  return [
    ...reuseItems(
      essay,
      others.filter((other) => !sameEssay(other)),
    ),
    ...consistencyItems(essay.content, { resume: material.resume, goals: material.goals ? goalsAsText(material.goals) : "" }),
  ];
}
