import type { Database } from "../../../db/client";
import { essayPromptOf, essayPromptQuery } from "~/services/catalogue/catalogue.server";
import { essayQuery, getEssay, listVersions, versionsOfEssayQuery } from "~/services/essays/essays.server";
import { type VersionBodyReader, withVersionBodies, withVersionBody } from "~/services/essays/version-bodies.server";
import { essayFeedbackOf, essayFeedbackQuery } from "~/services/feedback/feedback.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "~/services/ai-policy/ai-policies.server";
import { disclosureEntries, essayDisclosuresQuery } from "~/services/authorship/disclosures.server";
import { englishVariantOf, englishVariantQuery } from "~/services/feedback/feedback-preferences.server";

/**
 * What the essay page shows, in one round trip (shared with the workspace shell's reads): the
 * user's essay, the catalogue prompt it answers, every version of its school-and-title and its
 * feedback, its school's AI policy and its AI log. Null when the essay is not the user's (another user's essay is simply not found).
 */
export async function readEssayPage(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const [essays, prompts, versions, feedback, policies, disclosures, english] = await db.batch([
    essayQuery(db, userId, essayId),
    essayPromptQuery(db, userId, essayId),
    versionsOfEssayQuery(db, userId, essayId),
    essayFeedbackQuery(db, userId, essayId),
    essayAiPolicyQuery(db, userId, essayId),
    essayDisclosuresQuery(db, userId, essayId),
    englishVariantQuery(db, userId),
  ]);
  // An older version opened from the versions dialog: its text is in the user's object.
  const essay = await withVersionBody(bodies, essays[0], "essayContent");
  if (!essay) return null;
  return {
    essay,
    prompt: essayPromptOf(prompts),
    versions,
    feedback: essayFeedbackOf(feedback[0]),
    aiPolicy: policies[0] ? aiPolicyOfRow(policies[0]) : null,
    disclosures: disclosureEntries(disclosures),
    // The writer's English, shown beside the feedback and used when a flagged word is edited.
    english: englishVariantOf(english),
  };
}

/** Every version of the user's essay with its text, oldest first, for comparing two (null: not the user's essay). */
export async function versionTexts(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const essay = await getEssay(db, userId, essayId);
  if (!essay) return null;
  const versions = await withVersionBodies(bodies, await listVersions(db, userId, essay), "essayContent");
  return versions.map((version) => ({ id: version.id, version: version.version, content: version.essayContent }));
}
