import type { Database } from "../../../db/client";
import type { ReadyPage, SentCopy, SentSummary } from "~/domain/submissions/page-data";
import { canUndo } from "~/domain/submissions/snapshot";
import { questionsNote } from "~/domain/standing/reapply";
import { isReady } from "~/domain/submissions/findings";
import { readyFindings } from "~/domain/submissions/ready-checks";
import { disclosureAsk, disclosureDraft } from "~/domain/submissions/disclosure-draft";
import { readReadyMaterial, readyInputOf } from "./ready-input.server";
import { formQuestionsNote, profileFields, schoolFormLink } from "~/domain/submissions/profile-fields";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { textCounts } from "~/domain/essays/essay-rules";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import type { MaterialReader } from "../goals/goals.server";
import type { BriefTextReader } from "../recommenders/brief-texts.server";
import { type SchoolSubmissionRow, readSchoolApplication } from "./school-application.server";
import { readSubmission } from "./submissions.server";
import { type SentCopyRows, withSentCopies } from "../work-rows/sent-copies.server";

// The Ready to submit page's data, and the read-only copy of what was sent.

function sentSummary(row: SchoolSubmissionRow, now: Date): SentSummary {
  return { round: row.round, submittedOn: row.submittedOn, cycle: row.cycle, markedAt: row.createdAt.toISOString(), canUndo: canUndo(row.createdAt, now) };
}

export async function readReadyPage(
  db: Database,
  object: { versionBodies: VersionBodyReader; workRows: MaterialReader & BriefTextReader },
  userId: string,
  school: string,
  now = new Date(),
): Promise<ReadyPage | null> {
  const [application, material] = await Promise.all([
    readSchoolApplication(db, object.versionBodies, userId, school, now),
    readReadyMaterial(db, object, userId, school),
  ]);
  if (!application) return null;
  const submitted = application.submission?.cycle === application.cycle ? sentSummary(application.submission, now) : null;
  const { input, policy, disclosures, profile, scores, scoresLeftOut } = await readyInputOf(object, application, material, now);
  const findings = readyFindings(input);
  const draft = disclosureDraft(disclosures);
  const written = application.essays.filter((essay) => essay.written);
  return {
    school: application.school,
    cycle: application.cycle,
    rounds: application.rounds,
    round: application.round,
    essays: application.essays.map((essay) => ({
      id: essay.id,
      title: essay.title,
      version: essay.version,
      written: essay.written,
      limit: essay.limit,
      ...textCounts(essay.text),
      required: essay.required,
      formQuestion: essay.formQuestion,
      audience: essay.audience,
      fit: essay.fit,
      sources: essay.sources,
      textCycle: essay.textCycle,
    })),
    ownDomains: application.catalogue?.ownDomains ?? [],
    scoresLeftOut,
    submitted,
    disclosureDraft: draft,
    disclosureAsk: disclosureAsk(policy),
    findings,
    ready: isReady(findings),
    formNote: {
      text: formQuestionsNote(shortCycle(application.cycle), application.essays.filter((essay) => essay.formQuestion).length),
      link: schoolFormLink(application.school, application.catalogue?.deadlinesUrl ?? null),
    },
    reapplying: application.reapplication
      ? {
          title: `Your ${shortCycle(application.reapplication.cycle)} reapplication to ${application.school}`,
          questions: questionsNote(application.school, application.reapplication.cycle, application.reapplication.questionsCycle),
        }
      : null,
    fields: [
      ...written.map((essay) => ({ label: essay.title, text: essay.text, limit: essay.limit })),
      ...profileFields(profile, scores),
      ...(draft ? [{ label: "AI disclosure (as drafted)", text: draft, limit: null }] : []),
    ],
  };
}

/** What was sent to one of the user's schools, or null (never submitted, or not theirs): D1's row, the copy from their object. */
export async function readSentCopy(db: Database, rows: SentCopyRows, userId: string, school: string, now = new Date()): Promise<SentCopy | null> {
  const found = await readSubmission(db, userId, school);
  if (!found) return null;
  const [row] = await withSentCopies(rows, [found]);
  return { ...sentSummary(row!, now), school: row!.school, snapshot: row!.snapshot };
}
