import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { userSchoolPlans } from "../../../db/schema";
import { type CatalogueEssay, catalogueEssay } from "~/domain/catalogue/catalogue";
import { goalsAsText } from "~/domain/coach/chat-schema";
import { essayFeedbackContextText } from "~/domain/feedback/feedback-context";
import { formatDeadlineAtSchool } from "~/domain/deadlines/deadlines";
import { assembleCatalogue, catalogueQueries, findSchool } from "../catalogue/catalogue.server";
import type { ApplicantMaterial } from "../goals/goals.server";
import { planColumns, readPlans } from "../schools/school-plans.server";
import { aiPoliciesQuery, policyOf } from "../ai-policy/ai-policies.server";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";

/**
 * Everything the feedback model is told about one essay besides its text (domain/feedback-context.ts),
 * read in one round trip: the school's catalogue entry (its question, limit and what it looks
 * for) and its AI policy, the applicant's plan for the school (the deadline); the text told to the
 * model adds their goals and their resume, which are kept in their object (`context(material)`).
 */
export async function loadEssayFeedbackContext(
  db: Database,
  userId: string,
  essay: { school: string; essayTitle: string },
): Promise<{ prompt: CatalogueEssay | null; context: (material: ApplicantMaterial) => string; aiPolicy: SchoolAiPolicy | null }> {
  const [plans, policies, ...catalogueRows] = await db.batch([
    db
      .select(planColumns)
      .from(userSchoolPlans)
      .where(and(eq(userSchoolPlans.userId, userId), eq(userSchoolPlans.school, essay.school))),
    aiPoliciesQuery(db, [essay.school]),
    ...catalogueQueries(db, [essay.school]),
  ]);
  const catalogue = assembleCatalogue(catalogueRows);
  const school = findSchool(catalogue, essay.school);
  const prompt = catalogueEssay(school, essay.essayTitle);
  const chosen = readPlans([[{ school: essay.school }], plans], catalogue)[0]?.chosen ?? null;
  const context = (material: ApplicantMaterial) =>
    essayFeedbackContextText({
      school: essay.school,
      looksFor: school?.looksFor ?? [],
      prompt: prompt?.prompt ?? null,
      essayTitle: essay.essayTitle,
      limit: prompt?.limit ?? null,
      deadline: chosen ? `${chosen.round}: ${formatDeadlineAtSchool(chosen.deadline)}` : null,
      goals: material.goals ? goalsAsText(material.goals) : "",
      resume: material.resume,
    });
  return { prompt, context, aiPolicy: policyOf(policies, essay.school) };
}
