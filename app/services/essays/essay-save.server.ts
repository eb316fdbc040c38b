import type { Database } from "../../../db/client";
import { arrivalOfSave, type ArrivalTally } from "~/domain/authorship/arrival";
import type { UsageCounter } from "~/domain/billing/usage-limits";
import { LEGACY_DRAFT_MARK, isUntouchedDraft } from "~/domain/catalogue/catalogue";
import { textCounts } from "~/domain/essays/essay-rules";
// The save's answer carries its school's progress: the same arrow up as essays.server.ts's, for the
// same reason.
// eslint-disable-next-line no-restricted-imports
import { workspaceAfterSave } from "../schools/workspace.server";
import { claimEssayText, essayClaimQuery } from "./essay-claims.server";
import { type Essay, type SaveOutcome, essayQuery, essayToWrite, saveEssayInD1 } from "./essays.server";
import { type VersionBodyReader, withVersionBody } from "./version-bodies.server";

// A save, where each essay's newest text lives: the applicant's object (docs/scale.md step 3).
// Most saves are one call to the object, which checks the revision the writer started from,
// stores the text and acknowledges; the workspace (the saved essay's school, as the sidebar shows
// it) is read from D1 at the same time, with this save's counts in it. D1's summary row follows
// the object's write, off the writer's path. Only what needs D1 to decide reads it first: an essay
// the object does not hold yet (a new school's draft, a version made in D1), an older version, an
// essay's first own words (the trial's cap), and an essay whose text stays in D1.

/** The user's object as a save uses it (workers/user-object/client.ts): always the signed-in user's own. */
export type EssayTexts = {
  save: (input: {
    id: string;
    baseRevision: number;
    body: string;
    wordCount: number;
    characterCount: number;
    added: ReturnType<typeof arrivalOfSave>;
    at: number;
    claim?: { writtenAt: number | null };
    adopt?: { id: string; revision: number; updatedAt: number; userWrittenAt: number | null; arrival: Essay["arrival"] };
  }) => Promise<
    | { outcome: "saved"; revision: number; adopted: boolean }
    | { outcome: "conflict"; revision: number; body: string }
    | { outcome: "absent" | "unclaimed" | "in_d1" }
  >;
};

type SaveObject = { usage: UsageCounter; versionBodies: VersionBodyReader; essayTexts: EssayTexts };

export async function saveEssay(
  db: Database,
  userObject: SaveObject,
  userId: string,
  id: string,
  content: string,
  baseRevision: number,
  arrival: ArrivalTally | null = null,
): Promise<SaveOutcome> {
  const { words, characters } = textCounts(content);
  const save = { id, baseRevision, body: content, wordCount: words, characterCount: characters, added: arrivalOfSave(arrival), at: Date.now() };
  // The workspace's counts of a text that may be a school's prompt come from its text (workspaceQueries).
  const counted = { id, wordCount: words, characterCount: characters, textToCount: content.includes(LEGACY_DRAFT_MARK) ? content : null };
  const [answer, workspace] = await Promise.all([userObject.essayTexts.save(save), workspaceAfterSave(db, userId, counted)]);
  if (answer.outcome === "saved") return saved(answer.revision, workspace);
  if (answer.outcome === "conflict") return { ok: false, reason: "conflict", current: { revision: answer.revision, essayContent: answer.body } };
  if (answer.outcome === "in_d1") return saveEssayInD1(db, userObject, userId, id, content, baseRevision, arrival);

  const found = await essayToWrite(db, userId, id);
  if (!found) return { ok: false, reason: "not_found" };
  const { essay: current, prompt, versions } = found;
  const newest = versions.at(-1);
  if (newest && newest.id !== current.id) return { ok: false, reason: "older_version", newest: { id: newest.id, version: newest.version } };
  const held = answer.outcome === "unclaimed";
  if (!held) {
    // A text that may be the school's prompt stays where the workspace can read it: D1.
    if (content.includes(LEGACY_DRAFT_MARK) || current.bodyInObject) return saveEssayInD1(db, userObject, userId, id, content, baseRevision, arrival);
    if (current.revision !== baseRevision) return { ok: false, reason: "conflict", current };
  }
  const claim = await claimEssayText(db, userObject.usage, userId, versions, content, prompt);
  if (!claim.ok) return claim;
  const adopt = held
    ? undefined
    : {
        id,
        revision: current.revision,
        updatedAt: current.updatedAt.getTime(),
        userWrittenAt: current.userWrittenAt?.getTime() ?? null,
        arrival: current.arrival,
      };
  const claimed = await userObject.essayTexts.save({ ...save, claim: { writtenAt: isUntouchedDraft(content, prompt) ? null : save.at }, adopt });
  if (claimed.outcome === "saved") return saved(claimed.revision, await workspaceAfterSave(db, userId, counted));
  // Another save won the race, or a newer version was made meanwhile. When either wrote the
  // writer's words, the essay exists and its count stands; otherwise this one created nothing and
  // the count is given back.
  const [rows, versionsNow] = await db.batch([essayQuery(db, userId, id), essayClaimQuery(db, userId, id)]);
  const winner = (await withVersionBody(userObject.versionBodies, rows[0], "essayContent")) ?? undefined;
  if (claim.counted && !winner?.userWrittenAt && !versionsNow.some((version) => version.userWrittenAt)) await claim.release();
  const newestNow = versionsNow.at(-1);
  if (newestNow && newestNow.id !== id) return { ok: false, reason: "older_version", newest: { id: newestNow.id, version: newestNow.version } };
  return { ok: false, reason: "conflict", current: winner };
}

function saved(revision: number, workspace: Awaited<ReturnType<typeof workspaceAfterSave>>): SaveOutcome {
  const { essay, schools } = workspace;
  if (!essay) return { ok: false, reason: "not_found" };
  const school = schools.find((entry) => entry.school === essay.school) ?? null;
  return { ok: true, essay: { id: essay.id, school: essay.school, essayTitle: essay.essayTitle, version: essay.version, revision }, school };
}
