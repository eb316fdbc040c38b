import type { Database } from "../../../db/client";
import { parseLimit } from "~/domain/essays/essay-rules";
import { type CheckOptions, runWritingChecks } from "~/domain/essays/writing-checks";
import { wrongSchoolItems } from "~/domain/checks/wrong-school";
import type { FeedbackItem } from "~/domain/feedback/feedback-items";
import { loadSchoolWords } from "../catalogue/catalogue.server";
import { checkOptionsFor } from "../feedback/feedback-preferences.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import type { WorkRows } from "../work-rows/work-rows.server";
import type { ApplicantMaterial } from "../goals/goals.server";
import { crossSchoolItems } from "./cross-school.server";

type CheckedEssay = { id: string; school: string; essayTitle: string; essayContent: string };

/**
 * The checks run with every feedback run on an essay (background-jobs/feedback-runs, queued by
 * the essay page's Get Feedback in app/web/feedback-intents.server.ts), none of them
 * the model's: the writing checks (spelling, grammar, length, style; with the applicant's own
 * words and English), the wrong-school check (another school's name, from the catalogue's names)
 * and the cross-school checks (a story or a fact told differently in the applicant's other essays).
 * Also the English the applicant chose, which the model is told too.
 */
export async function essayCheckItems(
  reads: Database,
  object: { versionBodies: VersionBodyReader; workRows: WorkRows },
  userId: string,
  essay: CheckedEssay,
  prompt: { prompt: string; limit: string | null } | null,
  material: ApplicantMaterial,
): Promise<{ items: FeedbackItem[]; englishVariant: CheckOptions["variant"] }> {
  const text = essay.essayContent;
  const schools = await loadSchoolWords(reads);
  const options = await checkOptionsFor(object.workRows, userId, schools);
  const items = [
    ...(await runWritingChecks(text, parseLimit(prompt?.limit ?? null), options)),
    ...wrongSchoolItems(text, essay.school, schools),
    ...(await crossSchoolItems(reads, object.versionBodies, userId, { ...essay, content: text, prompt: prompt?.prompt ?? null }, material)),
  ];
  return { items, englishVariant: options.variant };
}
