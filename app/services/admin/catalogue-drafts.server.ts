import { and, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueAiPolicies, catalogueDeadlines, catalogueEssays } from "../../../db/schema";
import { type CatalogueItemKind, type CatalogueItemStatus, verifiedToday } from "~/domain/catalogue/catalogue-edit";
import type { DeadlineDraftInput, EssayDraftInput, PolicyDraftInput } from "~/domain/catalogue/catalogue-edit-schema";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { type Actor, type CatalogueOutcome, gone, schoolForEditing } from "./admin-catalogue.server";

// A catalogue item's life in operators' hands (docs/operations.md, "School catalogue"): a draft of
// a question, a round or an AI policy, then published, discarded, marked checked or retired. One
// draft per item at a time; every step is audited in the same D1 batch as the change.

export const tables = { essay: catalogueEssays, deadline: catalogueDeadlines, policy: catalogueAiPolicies } as const;
type EssayRow = typeof catalogueEssays.$inferSelect;
type DeadlineRow = typeof catalogueDeadlines.$inferSelect;
type PolicyRow = typeof catalogueAiPolicies.$inferSelect;

export const moved: CatalogueOutcome = { ok: false, status: 409, message: "Someone changed this item at the same moment. Reload the page and try again." };

/** The row being edited, when it belongs to this school and cycle and is not history. */
async function editedRow(db: Database, kind: CatalogueItemKind, schoolId: string, cycle: string, id: string | undefined) {
  if (!id) return null;
  const table = tables[kind];
  const row = await db
    .select({ id: table.id, status: table.status, replacesId: table.replacesId, position: table.position })
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId), eq(table.cycle, cycle)))
    .get();
  return row && row.status !== "retired" ? row : undefined;
}

/** The next position in a school's cycle, for a new question or round. */
async function nextPosition(db: Database, kind: CatalogueItemKind, schoolId: string, cycle: string) {
  const table = tables[kind];
  const found = await db
    .select({ last: max(table.position) })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(table.cycle, cycle)))
    .get();
  return (found?.last ?? -1) + 1;
}

type EditedRow = NonNullable<Awaited<ReturnType<typeof editedRow>>>;

/**
 * Where a draft of this kind goes: the row it edits (null for a new item), or why it cannot be
 * written (no such school, a cycle not listed, or an edited row that is gone or history).
 */
async function draftTarget(
  db: Database,
  kind: CatalogueItemKind,
  schoolId: string,
  input: { cycle: string; id?: string },
  noun: string,
): Promise<{ refused: CatalogueOutcome } | { refused: null; edited: EditedRow | null }> {
  const editing = await schoolForEditing(db, schoolId, null);
  if (!editing) return { refused: gone("school") };
  if (!editing.cycles.all.includes(input.cycle))
    return { refused: { ok: false, status: 400, message: `Pick one of the cycles listed: ${editing.cycles.all.join(", ")}.` } };
  const edited = await editedRow(db, kind, schoolId, input.cycle, input.id);
  if (edited === undefined) return { refused: gone(noun) };
  return { refused: null, edited };
}

/** What every draft ends with: its sources and note, whether it was checked today, and who changed it when. */
function draftProvenance(actor: AdminActor, now: Date, input: { sources: string[]; note?: string | null; verified?: unknown }) {
  return { sources: input.sources, note: input.note, verifiedOn: input.verified ? verifiedToday(now) : null, updatedBy: actor.id, updatedAt: now };
}

/**
 * Saves an operator's edit of a question (or a new question) as a draft: a published question gets
 * one draft beside it (saved again, the draft is updated), a draft is updated in place.
 */
export async function saveEssayDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: EssayDraftInput): Promise<CatalogueOutcome> {
  const target = await draftTarget(db, "essay", schoolId, input, "question");
  if (target.refused) return target.refused;
  const { edited } = target;
  const source = edited ? await db.select().from(catalogueEssays).where(eq(catalogueEssays.id, edited.id)).get() : null;
  const fields = {
    title: input.title,
    prompt: input.prompt,
    limit: input.limit,
    hardLimit: Boolean(input.hardLimit),
    kind: input.kind,
    required: Boolean(input.required),
    chooseOneGroup: input.chooseOneGroup,
    askedIn: input.askedIn,
    audience: input.audience,
    // Confirmed wording is this cycle's; otherwise it stays as old as the row it came from says.
    textCycle: input.wordingConfirmed ? input.cycle : source && source.textCycle !== input.cycle ? source.textCycle : "not confirmed",
    paraphrase: input.wordingConfirmed ? false : (source?.paraphrase ?? false),
    ...draftProvenance(actor, now, input),
  };
  return saveDraft(db, actor, requestId, { kind: "essay", schoolId, cycle: input.cycle, edited, fields, label: input.title });
}

/** Saves an operator's edit of a round (or a new round) as a draft, as saveEssayDraft does for questions. */
export async function saveDeadlineDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: DeadlineDraftInput): Promise<CatalogueOutcome> {
  const target = await draftTarget(db, "deadline", schoolId, input, "round");
  if (target.refused) return target.refused;
  const { edited } = target;
  const date = input.date?.trim() || null;
  const fields = {
    round: input.round,
    intake: input.intake,
    date,
    time: date ? input.time?.trim() || null : null,
    timeZone: date ? input.timeZone?.trim() || null : null,
    previousCycleDate: input.previousCycleDate?.trim() || null,
    ...draftProvenance(actor, now, input),
  };
  return saveDraft(db, actor, requestId, { kind: "deadline", schoolId, cycle: input.cycle, edited, fields, label: input.round });
}

/** Saves an operator's edit of the school's AI policy for a cycle (or its first) as a draft, as saveEssayDraft does. */
export async function savePolicyDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: PolicyDraftInput): Promise<CatalogueOutcome> {
  const target = await draftTarget(db, "policy", schoolId, input, "policy");
  if (target.refused) return target.refused;
  const { edited } = target;
  const fields = {
    policy: input.policy,
    summary: input.summary,
    quote: input.quote,
    disclosureRequired: input.disclosure === "unknown" ? null : input.disclosure === "yes",
    ...draftProvenance(actor, now, input),
  };
  return saveDraft(db, actor, requestId, { kind: "policy", schoolId, cycle: input.cycle, edited, fields, label: "AI policy" });
}

type DraftFields = Partial<EssayRow> | Partial<DeadlineRow> | Partial<PolicyRow>;

/**
 * The claim every change starts its batch with: the row moves from `from` to `to` only if it is
 * still `from`; otherwise the CASE gives null, which the NOT NULL column refuses, and the whole
 * batch (the change and its audit row) rolls back. Of two operators acting at once, one wins.
 */
export function claim(
  db: Database,
  kind: CatalogueItemKind,
  id: string,
  from: CatalogueItemStatus,
  to: CatalogueItemStatus,
  set: Record<string, unknown> = {},
) {
  const table = tables[kind];
  return db
    .update(table)
    .set({ ...set, status: sql<CatalogueItemStatus>`case when ${table.status} = ${from} then ${to} end` })
    .where(eq(table.id, id));
}

/** Runs a claimed batch; a lost claim (or a second draft of the same row) is "someone changed it". */
export async function claimed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (/NOT NULL|UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))) return false;
    throw error;
  }
}

/** A row of this school, with its status and what it replaces; null when there is none. */
export async function rowOf(db: Database, kind: CatalogueItemKind, schoolId: string, id: string) {
  const table = tables[kind];
  return (
    (await db
      .select({ id: table.id, status: table.status, replacesId: table.replacesId, cycle: table.cycle })
      .from(table)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
      .get()) ?? null
  );
}

export const itemName = (kind: CatalogueItemKind) => ({ essay: "question", deadline: "round", policy: "AI policy" })[kind];

async function saveDraft(
  db: Database,
  actor: AdminActor,
  requestId: string | null,
  change: {
    kind: CatalogueItemKind;
    schoolId: string;
    cycle: string;
    edited: { id: string; status: string; position: number } | null;
    fields: DraftFields;
    label: string;
  },
): Promise<CatalogueOutcome> {
  const { kind, schoolId, cycle, edited, fields } = change;
  const table = tables[kind];
  // Editing a draft changes it; editing a published row writes (or rewrites) the one draft that replaces it.
  const existingDraft =
    edited?.status === "draft"
      ? edited
      : edited
        ? await db
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.replacesId, edited.id), eq(table.status, "draft")))
            .get()
        : undefined;
  const audit = (draftId: string) =>
    auditQuery(
      db,
      actor,
      {
        action: `catalogue.${kind}.draft`,
        targetType: "catalogue",
        targetId: schoolId,
        after: { cycle, id: draftId, replaces: edited?.status === "published" ? edited.id : null, ...fields, updatedAt: undefined },
      },
      requestId,
    );
  const saved = existingDraft
    ? await claimed(() => db.batch([claim(db, kind, existingDraft.id, "draft", "draft", fields), audit(existingDraft.id)]))
    : await (async () => {
        const id = crypto.randomUUID();
        const position = edited ? edited.position : await nextPosition(db, kind, schoolId, cycle);
        const row = { ...fields, id, schoolId, cycle, position, status: "draft", replacesId: edited?.id ?? null };
        return claimed(() => db.batch([db.insert(table).values(row as never), audit(id)]));
      })();
  if (!saved) return moved;
  return { ok: true, message: `${change.label}: draft saved. Applicants see it once you publish it.` };
}
