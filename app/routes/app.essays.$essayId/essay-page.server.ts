import type { Database } from "../../../db/client";
import { essayPromptOf, essayPromptQuery } from "~/services/catalogue/catalogue.server";
import { essayQuery, getEssay, listVersions, versionsOfEssayQuery } from "~/services/essays/essays.server";
import { type VersionBodyReader, withVersionBodies, withVersionBody } from "~/services/essays/version-bodies.server";
import { essayFeedbackOf } from "~/services/feedback/feedback.server";
import type { WorkRows } from "~/services/work-rows/work-rows.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "~/services/ai-policy/ai-policies.server";
import { disclosureEntries, essayDisclosuresQuery } from "~/services/authorship/disclosures.server";
import { englishVariantOf } from "~/services/feedback/feedback-preferences.server";
import { readerCommentsOf, readerCommentsQuery, readersOf, readersQuery } from "~/services/readers/reader-comments.server";

/**
 * What the essay page shows, in one round trip (shared with the workspace shell's reads): the
 * user's essay, the catalogue prompt it answers, every version of its school-and-title and its
 * feedback, its school's AI policy and its AI log, and its readers' comments. Null when the essay is not the user's (another user's essay is simply not found).
 */
export async function readEssayPage(db: Database, object: { versionBodies: VersionBodyReader; workRows: WorkRows }, userId: string, essayId: string) {
  // The feedback and the writer's English are the applicant's work rows, asked of their object
  // while D1 reads the rest (a row of an essay that is not theirs is never shown: null below).
  const [[essays, prompts, versions, policies, disclosures, readerComments, readers], [feedback, english]] = await Promise.all([
    db.batch([
      essayQuery(db, userId, essayId),
      essayPromptQuery(db, userId, essayId),
      versionsOfEssayQuery(db, userId, essayId),
      essayAiPolicyQuery(db, userId, essayId),
      essayDisclosuresQuery(db, userId, essayId),
      readerCommentsQuery(db, userId, essayId),
      readersQuery(db, userId, essayId),
    ]),
    object.workRows.getMany([
      ["essay_feedback", [essayId]],
      ["writing_preferences", [userId]],
    ]),
  ]);
  // An older version opened from the versions dialog: its text is in the user's object.
  const essay = await withVersionBody(object.versionBodies, essays[0], "essayContent");
  if (!essay) return null;
  return {
    essay,
    prompt: essayPromptOf(prompts),
    versions,
    feedback: essayFeedbackOf(feedback),
    aiPolicy: policies[0] ? aiPolicyOfRow(policies[0]) : null,
    disclosures: disclosureEntries(disclosures),
    // The writer's English, shown beside the feedback and used when a flagged word is edited.
    english: englishVariantOf(english),
    readers: { comments: readerCommentsOf(readerComments), ...readersOf(readers) },
  };
}

/** Every version of the user's essay with its text, oldest first, for comparing two (null: not the user's essay). */
export async function versionTexts(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const essay = await getEssay(db, userId, essayId);
  if (!essay) return null;
  const versions = await withVersionBodies(bodies, await listVersions(db, userId, essay), "essayContent");
  return versions.map((version) => ({ id: version.id, version: version.version, content: version.essayContent }));
}
