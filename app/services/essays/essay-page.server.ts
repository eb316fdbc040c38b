import type { Database } from "../../../db/client";
import { essayPromptOf, essayPromptQuery } from "../schools/catalogue.server";
import { essayQuery, versionsOfEssayQuery } from "./essays.server";
import { essayFeedbackOf, essayFeedbackQuery } from "../feedback/feedback.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { disclosureEntries, essayDisclosuresQuery } from "../authorship/disclosures.server";
import { reflectionOfEssayQuery } from "../interviews/interview-reflection.server";

/**
 * What the essay page shows, in one round trip (shared with the workspace shell's reads): the
 * user's essay, the catalogue prompt it answers, every version of its school-and-title and its
 * feedback, its school's AI policy and its AI log (#31). Null when the essay is not the user's (another user's essay is simply not found).
 */
export async function readEssayPage(db: Database, userId: string, essayId: string) {
  const [essays, prompts, versions, feedback, policies, disclosures, reflections] = await db.batch([
    essayQuery(db, userId, essayId),
    essayPromptQuery(db, userId, essayId),
    versionsOfEssayQuery(db, userId, essayId),
    essayFeedbackQuery(db, userId, essayId),
    essayAiPolicyQuery(db, userId, essayId),
    essayDisclosuresQuery(db, userId, essayId),
    reflectionOfEssayQuery(db, userId, essayId),
  ]);
  const essay = essays[0];
  if (!essay) return null;
  return {
    essay,
    prompt: essayPromptOf(prompts),
    versions,
    feedback: essayFeedbackOf(feedback[0]),
    aiPolicy: policies[0] ? aiPolicyOfRow(policies[0]) : null,
    disclosures: disclosureEntries(disclosures),
    // A post-interview reflection (#32): its interview and due time.
    reflection: reflections[0] ?? null,
  };
}
