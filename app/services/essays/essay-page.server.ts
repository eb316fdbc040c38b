import type { Database } from "../../../db/client";
import { essayPromptOf, essayPromptQuery } from "../schools/catalogue.server";
import { essayQuery, getEssay, listVersions, versionsOfEssayQuery } from "./essays.server";
import { type VersionBodyReader, withVersionBodies, withVersionBody } from "./version-bodies.server";
import { essayFeedbackOf, essayFeedbackQuery } from "../feedback/feedback.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { disclosureEntries, essayDisclosuresQuery } from "../authorship/disclosures.server";
import { englishVariantOf, englishVariantQuery } from "../feedback/feedback-preferences.server";
import { readerCommentsOf, readerCommentsQuery, readersDoneOf, readersDoneQuery } from "../readers/reader-comments.server";

/**
 * What the essay page shows, in one round trip (shared with the workspace shell's reads): the
 * user's essay, the catalogue prompt it answers, every version of its school-and-title and its
 * feedback, its school's AI policy and its AI log, and its readers' comments. Null when the essay is not the user's (another user's essay is simply not found).
 */
export async function readEssayPage(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const [essays, prompts, versions, feedback, policies, disclosures, english, readerComments, readersDone] = await db.batch([
    essayQuery(db, userId, essayId),
    essayPromptQuery(db, userId, essayId),
    versionsOfEssayQuery(db, userId, essayId),
    essayFeedbackQuery(db, userId, essayId),
    essayAiPolicyQuery(db, userId, essayId),
    essayDisclosuresQuery(db, userId, essayId),
    englishVariantQuery(db, userId),
    readerCommentsQuery(db, userId, essayId),
    readersDoneQuery(db, userId, essayId),
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
    readers: { comments: readerCommentsOf(readerComments), done: readersDoneOf(readersDone) },
  };
}

/** Every version of the user's essay with its text, oldest first, for comparing two (null: not the user's essay). */
export async function versionTexts(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const essay = await getEssay(db, userId, essayId);
  if (!essay) return null;
  const versions = await withVersionBodies(bodies, await listVersions(db, userId, essay), "essayContent");
  return versions.map((version) => ({ id: version.id, version: version.version, content: version.essayContent }));
}
