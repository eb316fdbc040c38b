import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueAiPolicies, catalogueDeadlines, catalogueEssays, catalogueSchools } from "../../../db/schema";
import { type CatalogueItemKind, type CatalogueItemStatus, cyclesOf, editableItems, verifiedToday } from "~/domain/catalogue/catalogue-edit";
import type { DeadlineDraftInput, EssayDraftInput, PolicyDraftInput } from "~/domain/catalogue/catalogue-edit-schema";
import { type AdminActor, auditEntries, auditQuery } from "./admin-audit.server";

// The operators' side of the catalogue (docs/operations.md, "School catalogue"). Every change is
// audited in the same D1 batch as the change itself; applicants read only published rows
// (catalogue.server.ts), so a draft is invisible to them until it is published.

const tables = { essay: catalogueEssays, deadline: catalogueDeadlines, policy: catalogueAiPolicies } as const;
type EssayRow = typeof catalogueEssays.$inferSelect;
type DeadlineRow = typeof catalogueDeadlines.$inferSelect;
type PolicyRow = typeof catalogueAiPolicies.$inferSelect;

export type Actor = { db: Database; actor: AdminActor; requestId: string | null; now: Date };

/** Every school with what it holds in the cycle applicants see: questions, rounds with a date, drafts waiting, the last check. */
export async function catalogueOverview(db: Database) {
  const [schools, essays, deadlines] = await db.batch([
    db.select().from(catalogueSchools).orderBy(asc(catalogueSchools.position)),
    countsQuery(db, "essay"),
    countsQuery(db, "deadline"),
  ]);
  const of = (rows: typeof essays, schoolId: string, cycle: string, status: string) =>
    rows.filter((row) => row.schoolId === schoolId && row.cycle === cycle && row.status === status);
  return schools.map((school) => {
    const publishedDeadlines = of(deadlines, school.id, school.cycle, "published");
    return {
      id: school.id,
      name: school.name,
      cycle: school.cycle,
      essays: of(essays, school.id, school.cycle, "published").reduce((sum, row) => sum + row.rows, 0),
      rounds: publishedDeadlines.reduce((sum, row) => sum + row.rows, 0),
      dated: publishedDeadlines.reduce((sum, row) => sum + row.dated, 0),
      drafts: [...of(essays, school.id, school.cycle, "draft"), ...of(deadlines, school.id, school.cycle, "draft")].reduce((sum, row) => sum + row.rows, 0),
      lastVerified: [...essays, ...deadlines]
        .filter((row) => row.schoolId === school.id && row.cycle === school.cycle && row.status === "published")
        .map((row) => row.lastVerified)
        .reduce<string | null>((latest, day) => (day && (!latest || day > latest) ? day : latest), null),
    };
  });
}

function countsQuery(db: Database, kind: CatalogueItemKind) {
  const table = tables[kind];
  const dated = kind === "deadline" ? sql<number>`sum(${catalogueDeadlines.date} IS NOT NULL)` : sql<number>`0`;
  return db
    .select({
      schoolId: table.schoolId,
      cycle: table.cycle,
      status: table.status,
      rows: count(),
      dated: dated.mapWith(Number),
      lastVerified: max(table.verifiedOn),
    })
    .from(table)
    .groupBy(table.schoolId, table.cycle, table.status);
}

/** One school for editing: its row, every essay and round of the cycle shown (drafts beside what they replace), and its audit history. */
export async function schoolForEditing(db: Database, schoolId: string, cycle: string | null) {
  const [school, essays, deadlines, policies, history] = await db.batch([
    db.select().from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)),
    db.select().from(catalogueEssays).where(eq(catalogueEssays.schoolId, schoolId)),
    db.select().from(catalogueDeadlines).where(eq(catalogueDeadlines.schoolId, schoolId)),
    db.select().from(catalogueAiPolicies).where(eq(catalogueAiPolicies.schoolId, schoolId)),
    auditEntries(db, { targetType: "catalogue", targetId: schoolId }),
  ]);
  const row = school[0];
  if (!row) return null;
  const cycles = cyclesOf([...essays, ...deadlines], row.cycle);
  const shown = cycle && cycles.all.includes(cycle) ? cycle : row.cycle;
  return {
    school: row,
    cycles,
    cycle: shown,
    essays: editableItems(essays, shown),
    deadlines: editableItems(deadlines, shown),
    policies: editableItems(policies, shown),
    history,
  };
}

export type CatalogueOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

const gone = (what: string): CatalogueOutcome => ({ ok: false, status: 404, message: `That ${what} is not in this school's catalogue.` });
const moved: CatalogueOutcome = { ok: false, status: 409, message: "Someone changed this item at the same moment. Reload the page and try again." };

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

/** Why a draft cannot be written for this school and cycle, or null when it can. */
async function draftRefusal(db: Database, schoolId: string, cycle: string): Promise<CatalogueOutcome | null> {
  const editing = await schoolForEditing(db, schoolId, null);
  if (!editing) return gone("school");
  if (!editing.cycles.all.includes(cycle)) return { ok: false, status: 400, message: `Pick one of the cycles listed: ${editing.cycles.all.join(", ")}.` };
  return null;
}

/**
 * Saves an operator's edit of a question (or a new question) as a draft: a published question gets
 * one draft beside it (saved again, the draft is updated), a draft is updated in place.
 */
export async function saveEssayDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: EssayDraftInput): Promise<CatalogueOutcome> {
  const refused = await draftRefusal(db, schoolId, input.cycle);
  if (refused) return refused;
  const edited = await editedRow(db, "essay", schoolId, input.cycle, input.id);
  if (edited === undefined) return gone("question");
  const source = edited ? await db.select().from(catalogueEssays).where(eq(catalogueEssays.id, edited.id)).get() : null;
  const fields = {
    title: input.title,
    prompt: input.prompt,
    limit: input.limit,
    hardLimit: Boolean(input.hardLimit),
    kind: input.kind,
    required: Boolean(input.required),
    chooseOneGroup: input.chooseOneGroup,
    // Confirmed wording is this cycle's; otherwise it stays as old as the row it came from says.
    textCycle: input.wordingConfirmed ? input.cycle : source && source.textCycle !== input.cycle ? source.textCycle : "not confirmed",
    paraphrase: input.wordingConfirmed ? false : (source?.paraphrase ?? false),
    sources: input.sources,
    note: input.note,
    verifiedOn: input.verified ? verifiedToday(now) : null,
    updatedBy: actor.id,
    updatedAt: now,
  };
  return saveDraft(db, actor, requestId, { kind: "essay", schoolId, cycle: input.cycle, edited, fields, label: input.title });
}

/** Saves an operator's edit of a round (or a new round) as a draft, as saveEssayDraft does for questions. */
export async function saveDeadlineDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: DeadlineDraftInput): Promise<CatalogueOutcome> {
  const refused = await draftRefusal(db, schoolId, input.cycle);
  if (refused) return refused;
  const edited = await editedRow(db, "deadline", schoolId, input.cycle, input.id);
  if (edited === undefined) return gone("round");
  const date = input.date?.trim() || null;
  const fields = {
    round: input.round,
    date,
    time: date ? input.time?.trim() || null : null,
    timeZone: date ? input.timeZone?.trim() || null : null,
    previousCycleDate: input.previousCycleDate?.trim() || null,
    sources: input.sources,
    note: input.note,
    verifiedOn: input.verified ? verifiedToday(now) : null,
    updatedBy: actor.id,
    updatedAt: now,
  };
  return saveDraft(db, actor, requestId, { kind: "deadline", schoolId, cycle: input.cycle, edited, fields, label: input.round });
}

/** Saves an operator's edit of the school's AI policy for a cycle (or its first) as a draft, as saveEssayDraft does (#31). */
export async function savePolicyDraft({ db, actor, requestId, now }: Actor, schoolId: string, input: PolicyDraftInput): Promise<CatalogueOutcome> {
  const refused = await draftRefusal(db, schoolId, input.cycle);
  if (refused) return refused;
  const edited = await editedRow(db, "policy", schoolId, input.cycle, input.id);
  if (edited === undefined) return gone("policy");
  const fields = {
    policy: input.policy,
    summary: input.summary,
    quote: input.quote,
    disclosureRequired: input.disclosure === "unknown" ? null : input.disclosure === "yes",
    sources: input.sources,
    note: input.note,
    verifiedOn: input.verified ? verifiedToday(now) : null,
    updatedBy: actor.id,
    updatedAt: now,
  };
  return saveDraft(db, actor, requestId, { kind: "policy", schoolId, cycle: input.cycle, edited, fields, label: "AI policy" });
}

type DraftFields = Partial<EssayRow> | Partial<DeadlineRow> | Partial<PolicyRow>;

/**
 * The claim every change starts its batch with: the row moves from `from` to `to` only if it is
 * still `from`; otherwise the CASE gives null, which the NOT NULL column refuses, and the whole
 * batch (the change and its audit row) rolls back. Of two operators acting at once, one wins.
 */
function claim(db: Database, kind: CatalogueItemKind, id: string, from: CatalogueItemStatus, to: CatalogueItemStatus, set: Record<string, unknown> = {}) {
  const table = tables[kind];
  return db
    .update(table)
    .set({ ...set, status: sql<CatalogueItemStatus>`case when ${table.status} = ${from} then ${to} end` })
    .where(eq(table.id, id));
}

/** Runs a claimed batch; a lost claim (or a second draft of the same row) is "someone changed it". */
async function claimed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (/NOT NULL|UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))) return false;
    throw error;
  }
}

/** A row of this school, with its status and what it replaces; null when there is none. */
async function rowOf(db: Database, kind: CatalogueItemKind, schoolId: string, id: string) {
  const table = tables[kind];
  return (
    (await db
      .select({ id: table.id, status: table.status, replacesId: table.replacesId, cycle: table.cycle })
      .from(table)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
      .get()) ?? null
  );
}

const itemName = (kind: CatalogueItemKind) => ({ essay: "question", deadline: "round", policy: "AI policy" })[kind];

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

/**
 * Publishes a draft: it becomes what applicants read at once, and the row it replaces is retired,
 * in one batch with its audit entry. A draft already published (or discarded) by someone else is refused.
 */
export async function publishDraft({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const draft = await rowOf(db, kind, schoolId, id);
  if (!draft) return gone(itemName(kind));
  if (draft.status !== "draft") return moved;
  const stamp = { updatedBy: actor.id, updatedAt: now };
  const audit = {
    action: `catalogue.${kind}.publish`,
    targetType: "catalogue" as const,
    targetId: schoolId,
    before: { id: draft.replacesId },
    after: { id, cycle: draft.cycle },
  };
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "draft", "published", stamp),
      ...(draft.replacesId ? [claim(db, kind, draft.replacesId, "published", "retired", stamp)] : []),
      auditQuery(db, actor, audit, requestId),
    ]),
  );
  return done ? { ok: true, message: "Published: applicants see it now." } : moved;
}

/** Drops a draft (nothing applicants see changes). */
export async function discardDraft({ db, actor, requestId }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const draft = await rowOf(db, kind, schoolId, id);
  if (!draft) return gone(`draft ${itemName(kind)}`);
  if (draft.status !== "draft") return moved;
  const table = tables[kind];
  const done = await claimed(() =>
    db.batch([
      // Claimed as retired first, so a publish at the same moment and this cannot both happen.
      claim(db, kind, id, "draft", "retired"),
      db.delete(table).where(eq(table.id, id)),
      auditQuery(db, actor, { action: `catalogue.${kind}.discard`, targetType: "catalogue", targetId: schoolId, before: { id } }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Draft discarded." } : moved;
}

/** Records that an operator checked a published item against the school's own page today. */
export async function markVerified({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const row = await rowOf(db, kind, schoolId, id);
  if (!row || row.status !== "published") return row ? moved : gone(itemName(kind));
  const day = verifiedToday(now);
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "published", "published", { verifiedOn: day, updatedBy: actor.id, updatedAt: now }),
      auditQuery(db, actor, { action: `catalogue.${kind}.verify`, targetType: "catalogue", targetId: schoolId, after: { id, verifiedOn: day } }, requestId),
    ]),
  );
  return done ? { ok: true, message: `Marked as checked against the school's page on ${day}.` } : moved;
}

/**
 * Takes a published question or round away from applicants (the school dropped it). Their essays
 * for a retired question are kept and keep showing its wording, marked as no longer asked.
 */
export async function retireItem({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const row = await rowOf(db, kind, schoolId, id);
  if (!row || row.status !== "published") return row ? moved : gone(itemName(kind));
  const table = tables[kind];
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "published", "retired", { updatedBy: actor.id, updatedAt: now }),
      // A pending draft of it would bring it back on publishing: it goes too.
      db.delete(table).where(and(eq(table.replacesId, id), eq(table.status, "draft"))),
      auditQuery(db, actor, { action: `catalogue.${kind}.retire`, targetType: "catalogue", targetId: schoolId, before: { id } }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Removed: applicants no longer see it." } : moved;
}
/** Moves the school to the cycle applicants plan for (and says what is known of it, and where its deadlines page is), at once. */
export async function setSchoolCycle(
  { db, actor, requestId, now }: Actor,
  schoolId: string,
  input: { cycle: string; cycleNote: string | null; deadlinesUrl: string | null },
): Promise<CatalogueOutcome> {
  const editing = await schoolForEditing(db, schoolId, null);
  if (!editing) return gone("school");
  if (!editing.cycles.withRows.includes(input.cycle))
    return { ok: false, status: 409, message: `There is nothing for ${input.cycle} yet: add its questions and rounds first.` };
  const before = { cycle: editing.school.cycle, cycleNote: editing.school.cycleNote, deadlinesUrl: editing.school.deadlinesUrl };
  const change = { cycle: input.cycle, cycleNote: input.cycleNote, deadlinesUrl: input.deadlinesUrl };
  await db.batch([
    db
      .update(catalogueSchools)
      .set({ ...change, updatedAt: now })
      .where(eq(catalogueSchools.id, schoolId)),
    auditQuery(db, actor, { action: "catalogue.school.cycle", targetType: "catalogue", targetId: schoolId, before, after: change }, requestId),
  ]);
  return { ok: true, message: `Applicants now see the ${input.cycle} cycle for this school.` };
}
