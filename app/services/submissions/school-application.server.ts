import { and, desc, eq, notExists } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, schoolReapplications, schoolSubmissions } from "../../../db/schema";
import { type CatalogueSchool, type QuestionAudience, catalogueEssay, isUntouchedDraft, isWrittenInScout } from "~/domain/catalogue/catalogue";
import type { MissingQuestion } from "~/domain/submissions/missing-questions";
import { UNKNOWN_CYCLE } from "~/domain/schools/school-plan";
import type { EssayStatus } from "~/domain/essays/essay-rules";
import { assembleCatalogue, catalogueQueries } from "../catalogue/catalogue.server";
import { newerVersionOf } from "../essays/newer-version.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";
import { readPlans, schoolPlanQueries } from "../schools/school-plans.server";
import { circumstancesOf, circumstancesQuery } from "../profile/profile.server";
import { type QuestionFit, askedOfApplicant, questionFit } from "~/domain/submissions/audience";

// Everything one school receives from the applicant, read once for the Ready page, the submit
// that freezes it and the read-only copy of what was sent. Every query names the user: a school
// that is not in their list is null, whoever else has it.

export type SchoolEssayToSend = {
  id: string;
  title: string;
  version: number;
  status: EssayStatus;
  text: string;
  prompt: string;
  limit: string | null;
  /** The applicant has written in it (not empty, not the prompt it was created with). */
  written: boolean;
  /** The school asks for it (optional and reapplicant questions do not); one of a choose-one group is enough. */
  required: boolean;
  group: string | null;
  /** A short answer or a field of the application form (the catalogue says which), rather than an essay. */
  formQuestion: boolean;
  audience: QuestionAudience;
  /** Whether a question for reapplicants or international applicants is this applicant's, from their profile. */
  fit: QuestionFit;
  /** Where the question's wording and limit come from, and the cycle it was published for (none for a question the catalogue lacks). */
  sources: string[];
  textCycle: string | null;
};

export type SchoolSubmissionRow = typeof schoolSubmissions.$inferSelect;

export type SchoolApplication = {
  school: string;
  catalogue: CatalogueSchool | null;
  cycle: string;
  /** The rounds to choose from and the one the applicant targets. */
  rounds: string[];
  round: string | null;
  essays: SchoolEssayToSend[];
  /** Questions the school asks of this applicant that have no essay of theirs (added to the catalogue after the school was). */
  missing: MissingQuestion[];
  /** This cycle's Submitted; a reapplication's application has none until it is sent again (the earlier one is kept). */
  submission: SchoolSubmissionRow | null;
  /** Applying again after a denial or a withdrawal: the cycle applied to and the cycle of the questions its essays stand against. */
  reapplication: { cycle: string; questionsCycle: string } | null;
};

/** The reads, unrun, for a caller that batches them with its own. */
export function schoolApplicationQueries(db: Database, userId: string, school: string) {
  return [
    ...schoolPlanQueries(db, userId, school),
    db
      .select({
        id: essaySubmissions.id,
        essayTitle: essaySubmissions.essayTitle,
        version: essaySubmissions.version,
        status: essaySubmissions.status,
        essayContent: essaySubmissions.essayContent,
        bodyInObject: essaySubmissions.bodyInObject,
      })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school), notExists(newerVersionOf(db))))
      .orderBy(essaySubmissions.createdAt),
    db
      .select()
      .from(schoolSubmissions)
      .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.school, school)))
      .orderBy(desc(schoolSubmissions.createdAt))
      .limit(1),
    circumstancesQuery(db, userId),
    db
      .select({ cycle: schoolReapplications.cycle, questionsCycle: schoolReapplications.questionsCycle })
      .from(schoolReapplications)
      .where(and(eq(schoolReapplications.userId, userId), eq(schoolReapplications.school, school)))
      .orderBy(desc(schoolReapplications.createdAt))
      .limit(1),
    ...catalogueQueries(db, [school]),
  ] as const;
}

type Rows = Awaited<ReturnType<typeof readRows>>;
const readRows = (db: Database, userId: string, school: string) => db.batch(schoolApplicationQueries(db, userId, school));

/** One of the user's schools as it would be sent, or null when it is not theirs. */
export async function readSchoolApplication(db: Database, bodies: VersionBodyReader, userId: string, school: string, now = new Date()) {
  return assembleSchoolApplication(await readRows(db, userId, school), bodies, now);
}

export async function assembleSchoolApplication(
  [owned, plans, essayRows, submissions, said, reapplications, ...catalogueRows]: Rows,
  bodies: VersionBodyReader,
  now = new Date(),
): Promise<SchoolApplication | null> {
  const mine = owned[0];
  if (!mine) return null;
  const catalogue = assembleCatalogue(catalogueRows)[0] ?? null;
  const plan = readPlans([owned, plans], catalogue ? [catalogue] : [], now)[0]!;
  const titles = catalogue?.essays.map((essay) => essay.title) ?? [];
  const rank = (title: string) => (titles.includes(title) ? titles.indexOf(title) : titles.length);
  const withText = await withVersionBodies(bodies, essayRows, "essayContent");
  // A school recorded as a reapplication is one the applicant reapplies to, whatever the profile
  // says of the application as a whole; the profile's answer still speaks for every other school.
  const reapplication = reapplications[0] ?? null;
  const circumstances = { ...circumstancesOf(said), reapplyingHere: reapplication !== null };
  const fitOf = (asked: { audience: QuestionAudience }) => questionFit(asked.audience, circumstances);
  const essays = withText
    .map((row): SchoolEssayToSend => {
      const asked = catalogueEssay(catalogue, row.essayTitle);
      const fit = asked ? fitOf(asked) : "everyone";
      return {
        id: row.id,
        title: row.essayTitle,
        version: row.version,
        status: row.status,
        text: row.essayContent,
        prompt: asked?.prompt ?? "",
        limit: asked?.limit ?? null,
        written: row.essayContent.trim() !== "" && !isUntouchedDraft(row.essayContent, asked),
        required: askedOfApplicant(asked?.required ?? false, fit),
        group: asked?.chooseOneGroup ?? null,
        formQuestion: asked ? asked.askedIn === "form" || asked.kind === "short_answer" : false,
        audience: asked?.audience ?? "everyone",
        fit,
        sources: asked?.sources ?? [],
        textCycle: asked?.textCycle ?? null,
      };
    })
    .sort((a, b) => rank(a.title) - rank(b.title));
  const cycle = reapplication?.cycle ?? catalogue?.cycle ?? plan.cycle ?? UNKNOWN_CYCLE;
  const latest = submissions[0] ?? null;
  return {
    school: mine.school,
    catalogue,
    cycle,
    rounds: plan.rounds.map((entry) => entry.round),
    round: plan.round,
    essays,
    missing: (catalogue?.essays ?? [])
      .filter((asked) => isWrittenInScout(asked) && askedOfApplicant(asked.required, fitOf(asked)) && !withText.some((row) => row.essayTitle === asked.title))
      .map((asked) => ({ title: asked.title, group: asked.chooseOneGroup })),
    submission: latest && (!reapplication || latest.cycle === cycle) ? latest : null,
    reapplication,
  };
}
