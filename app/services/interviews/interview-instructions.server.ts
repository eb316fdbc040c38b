import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type VersionBodyReader, essayTextColumns, withVersionBodies } from "../essays/version-bodies.server";
import { essaySubmissions, schoolSubmissions } from "../../../db/schema";
import type { InterviewFormat } from "~/domain/interviews/formats";
import { interviewPromptType } from "~/domain/interviews/interview-prompts";
import { DISCUSSION_PARTICIPANTS, discussionPromptOf } from "~/domain/interviews/team-discussion";
import { type PromptVersions, activePrompts, versionsSent } from "../prompts/ai-prompts.server";
import { type SentCopyRows, withSentCopies } from "../work-rows/sent-copies.server";

// The interviewer's instructions: the format's versioned prompt, then the format and school, the
// questions to draw on and, for an application-based interview, the applicant's essays for that
// school (the resume and goals come through the voice tool, as in every voice call): once the
// school is marked submitted, the essays as sent (the kept copy), since that is what its
// interviewer has read; before, the newest version of each.
const ESSAY_EXCERPT = 1_500;

/** The applicant's object as the instructions read it: essays' text, and the copy of what was sent. */
export type InterviewMaterial = { versionBodies: VersionBodyReader; workRows: SentCopyRows };

export async function interviewInstructions(
  db: Database,
  object: InterviewMaterial,
  userId: string,
  format: InterviewFormat,
  interview: { id: string; school: string | null },
): Promise<{ instructions: string; promptVersions: PromptVersions }> {
  const type = interviewPromptType(format.kind);
  if (!type) throw new Error(`No voice interview for the format ${format.id}`);
  const [prompts, essays] = await Promise.all([
    activePrompts(db, [type]),
    format.kind === "application-based" && interview.school
      ? essaysForInterview(db, object, userId, interview.school)
      : Promise.resolve({ sent: false, essays: [] }),
  ]);
  const school = interview.school;
  if (format.kind === "team-discussion") {
    const instructions = [
      prompts[type]!.text,
      `The participants you voice: ${DISCUSSION_PARTICIPANTS.join(", ")}. The applicant is the other participant.`,
      `The discussion prompt: ${discussionPromptOf(format.questions, interview.id) ?? "Propose a new experience for first-year students."}`,
      `The discussion lasts about ${format.minutes} minutes.`,
    ].join("\n\n");
    return { instructions, promptVersions: versionsSent(prompts) };
  }
  const instructions = [
    prompts[type]!.text,
    `The school: ${school ?? "a leading business school"}. The format: ${format.name}. It lasts about ${format.minutes} minutes.`,
    format.questions.length ? `Questions you may draw on:\n${format.questions.map((question) => `- ${question}`).join("\n")}` : "",
    essays.essays.length
      ? `${essays.sent ? `The essays the applicant sent to ${school}, as sent` : `The applicant's essays for ${school}`}:\n\n${essays.essays.map((essay) => `${essay.title}:\n${essay.content.slice(0, ESSAY_EXCERPT)}`).join("\n\n")}`
      : format.kind === "application-based"
        ? "The applicant has written no essays for this school yet."
        : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { instructions, promptVersions: versionsSent(prompts) };
}

/** The essays as sent, when the school is marked submitted; else the newest version of each. */
async function essaysForInterview(db: Database, object: InterviewMaterial, userId: string, school: string) {
  const latest = await db
    .select({ id: schoolSubmissions.id, snapshot: schoolSubmissions.snapshot })
    .from(schoolSubmissions)
    .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.school, school)))
    .orderBy(desc(schoolSubmissions.createdAt))
    .limit(1);
  const [kept] = await withSentCopies(object.workRows, latest);
  const sent = kept?.snapshot.essays.filter((essay) => essay.text.trim()) ?? [];
  if (sent.length > 0) return { sent: true, essays: sent.map((essay) => ({ title: essay.title, content: essay.text })) };
  return { sent: false, essays: await schoolEssays(db, object.versionBodies, userId, school) };
}

/** The newest version of each of the applicant's essays for the school, with text. */
async function schoolEssays(db: Database, bodies: VersionBodyReader, userId: string, school: string) {
  const read = await db
    .select(essayTextColumns)
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school)))
    .orderBy(desc(essaySubmissions.version))
    .limit(20);
  // Their text is in the user's object (docs/scale.md steps 1 and 3), read in one call.
  const rows = await withVersionBodies(bodies, read, "content");
  const seen = new Set<string>();
  return rows.filter((row) => row.content.trim() && !seen.has(row.title) && seen.add(row.title)).slice(0, 4);
}
