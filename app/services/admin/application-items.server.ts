import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueApplicationItems, catalogueRecommendations, catalogueSchools } from "../../../db/schema";
import type { LettersEdit } from "~/domain/applications/checklist-schema";
import type { LetterRequirements } from "~/domain/recommenders/requirements";
import { requirementsOf, requirementsQuery } from "../applications/letter-requirements.server";
import type { ApplicationItemKind } from "~/domain/applications/checklist-items";
import type { ItemFact } from "~/domain/applications/checklist";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { offeredSchoolsQuery } from "./admin-catalogue.server";

// What each school asks besides essays and letters, kept by operators in
// /admin/application-items. An edit is direct (no draft: it is a fact with its source, not a
// question applicants write to) and lands in one D1 batch with its audit row and what it replaced.

/** A fact as operators keep it: with their note (what was searched, how sure), never sent to applicants. */
export type AdminItemFact = ItemFact & { note: string | null; checkedOn: string | null };
export type AdminSchoolItems = { id: string; name: string; cycle: string; items: AdminItemFact[] };

const factColumns = {
  kind: catalogueApplicationItems.kind,
  asks: catalogueApplicationItems.asks,
  detail: catalogueApplicationItems.detail,
  acceptedTests: catalogueApplicationItems.acceptedTests,
  source: catalogueApplicationItems.source,
  cycle: catalogueApplicationItems.cycle,
  note: catalogueApplicationItems.note,
  checkedOn: catalogueApplicationItems.checkedOn,
};

/** Every school of the catalogue (drafts left out) with the items recorded for it. */
export async function listApplicationItems(db: Database): Promise<AdminSchoolItems[]> {
  const [schools, items] = await db.batch([
    offeredSchoolsQuery(db),
    db.select({ schoolId: catalogueApplicationItems.schoolId, ...factColumns }).from(catalogueApplicationItems),
  ]);
  return schools.map(({ id, name, cycle }) => ({ id, name, cycle, items: items.filter((item) => item.schoolId === id) }));
}

export async function loadSchoolItems(db: Database, schoolId: string): Promise<AdminSchoolItems | null> {
  const [schools, items] = await db.batch([
    db
      .select({ id: catalogueSchools.id, name: catalogueSchools.name, cycle: catalogueSchools.cycle })
      .from(catalogueSchools)
      .where(and(eq(catalogueSchools.id, schoolId), ne(catalogueSchools.status, "draft"))),
    db.select(factColumns).from(catalogueApplicationItems).where(eq(catalogueApplicationItems.schoolId, schoolId)),
  ]);
  const school = schools[0];
  return school ? { ...school, items } : null;
}

export type ItemEdit = Omit<AdminItemFact, "kind" | "checkedOn"> & { checkedOn: string };

/** An operator's edit of one item at one school (made if the school had none), audited with what it was before. */
export async function saveApplicationItem(
  db: Database,
  actor: AdminActor,
  requestId: string | null,
  schoolId: string,
  kind: ApplicationItemKind,
  edit: ItemEdit,
) {
  const school = await loadSchoolItems(db, schoolId);
  if (!school) return { ok: false as const };
  const before = school.items.find((item) => item.kind === kind) ?? null;
  await db.batch([
    db
      .insert(catalogueApplicationItems)
      .values({ schoolId, kind, ...edit, updatedBy: actor.id })
      .onConflictDoUpdate({ target: [catalogueApplicationItems.schoolId, catalogueApplicationItems.kind], set: { ...edit, updatedBy: actor.id } }),
    auditQuery(
      db,
      actor,
      { action: "catalogue.application_item.update", targetType: "catalogue", targetId: `application-item:${schoolId}:${kind}`, before, after: edit },
      requestId,
    ),
  ]);
  return { ok: true as const, school: school.name };
}

/** What the school asks of recommenders this cycle, as applicants read it; null when nothing is recorded. */
export async function loadSchoolLetters(db: Database, school: string): Promise<LetterRequirements | null> {
  return requirementsOf(await requirementsQuery(db, [school]))[school] ?? null;
}

/**
 * An operator's edit of what a school asks of recommenders in its current cycle (made if the school
 * had none), audited with what it replaced. Questions found only for an earlier cycle are kept.
 */
export async function saveSchoolLetters(db: Database, actor: AdminActor, requestId: string | null, schoolId: string, edit: LettersEdit) {
  const school = await loadSchoolItems(db, schoolId);
  if (!school) return { ok: false as const };
  const before = await loadSchoolLetters(db, school.name);
  const row = { ...edit, updatedBy: actor.id, status: "published" as const };
  const existing = await db
    .select({ id: catalogueRecommendations.id })
    .from(catalogueRecommendations)
    .where(and(eq(catalogueRecommendations.schoolId, schoolId), eq(catalogueRecommendations.cycle, school.cycle)))
    .get();
  await db.batch([
    existing
      ? db.update(catalogueRecommendations).set(row).where(eq(catalogueRecommendations.id, existing.id))
      : db.insert(catalogueRecommendations).values({ schoolId, cycle: school.cycle, ...row }),
    auditQuery(
      db,
      actor,
      { action: "catalogue.recommendations.update", targetType: "catalogue", targetId: `recommendations:${schoolId}`, before, after: edit },
      requestId,
    ),
  ]);
  return { ok: true as const, school: school.name };
}
