import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueDeadlines, catalogueEssays, catalogueSchools, userSchools } from "../../../db/schema";
import type { CatalogueItemStatus } from "~/domain/catalogue/catalogue-edit";
import { type NewSchoolInput, type SchoolProfileInput, schoolIdFor, schoolProfileOf } from "~/domain/catalogue/school-profile";
import { auditQuery } from "../platform/admin-audit.server";
import { type Actor, type CatalogueOutcome, gone } from "./admin-catalogue.server";
import { claimed, moved } from "./catalogue-drafts.server";

// A school's own life in operators' hands: added as a draft no applicant sees, given its
// questions and rounds as drafts, published in one step (the school and every draft of its cycle),
// and, once applicants have it, only ever retired, never deleted: their essays stay. Each step
// claims the school row by its status, so two operators acting at once act once; each is audited
// in the same batch.

type Outcome = CatalogueOutcome & { schoolId?: string };

/** Another school already known by this name or short name (any status: a retired school's name stays taken). */
async function duplicateOf(db: Database, input: { name: string; shortName: string }, except: string | null) {
  const clash = await db
    .select({ id: catalogueSchools.id, name: catalogueSchools.name })
    .from(catalogueSchools)
    .where(
      or(
        sql`lower(${catalogueSchools.name}) = lower(${input.name})`,
        sql`lower(${catalogueSchools.shortName}) = lower(${input.shortName})`,
        eq(catalogueSchools.id, schoolIdFor(input.name)),
      ),
    )
    .all();
  return clash.find((row) => row.id !== except) ?? null;
}

/** Adds a school as a draft: nothing reaches applicants until it is published. */
export async function createSchool({ db, actor, requestId }: Actor, input: NewSchoolInput): Promise<Outcome> {
  const clash = await duplicateOf(db, input, null);
  if (clash) return { ok: false, status: 409, message: `${clash.name} is already in the catalogue: give another name and short name.` };
  const id = schoolIdFor(input.name);
  const row = { id, ...schoolProfileOf(input), cycle: input.cycle, cycleNote: input.cycleNote, status: "draft" as const, position: 1000 };
  const done = await claimed(() =>
    db.batch([
      db.insert(catalogueSchools).values(row),
      auditQuery(db, actor, { action: "catalogue.school.create", targetType: "catalogue", targetId: id, after: row }, requestId),
    ]),
  );
  return done ? { ok: true, message: `${input.name} added as a draft. Add its questions and rounds, then publish it.`, schoolId: id } : moved;
}

/** Changes a school's name, place, colour, words or pages; a published school's applicants see it at once. */
export async function updateSchoolProfile({ db, actor, requestId, now }: Actor, schoolId: string, input: SchoolProfileInput): Promise<CatalogueOutcome> {
  const before = await db.select().from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)).get();
  if (!before) return gone("school");
  const clash = await duplicateOf(db, input, schoolId);
  if (clash) return { ok: false, status: 409, message: `${clash.name} is already in the catalogue: give another name and short name.` };
  // The name is what applicants' lists and essays store: a school they have keeps its name.
  if (input.name !== before.name && before.status !== "draft" && (await hasApplicants(db, before.name)))
    return { ok: false, status: 409, message: "Applicants have this school under its name: keep the name, change the full name instead." };
  const change = schoolProfileOf(input);
  await db.batch([
    db
      .update(catalogueSchools)
      .set({ ...change, updatedAt: now })
      .where(eq(catalogueSchools.id, schoolId)),
    auditQuery(
      db,
      actor,
      { action: "catalogue.school.profile", targetType: "catalogue", targetId: schoolId, before: schoolProfileOf(before), after: change },
      requestId,
    ),
  ]);
  return { ok: true, message: before.status === "draft" ? "Saved: applicants see it once you publish the school." : "Saved: applicants see it now." };
}

async function hasApplicants(db: Database, name: string) {
  const found = await db
    .select({ one: sql`1` })
    .from(userSchools)
    .where(eq(userSchools.school, name))
    .limit(1);
  return found.length > 0;
}

const claimSchool = (db: Database, schoolId: string, from: CatalogueItemStatus, to: CatalogueItemStatus, now: Date) =>
  db
    .update(catalogueSchools)
    .set({ status: sql<CatalogueItemStatus>`case when ${catalogueSchools.status} = ${from} then ${to} end`, updatedAt: now })
    .where(eq(catalogueSchools.id, schoolId));

/** Publishes a draft school with every new question and round drafted for its cycle, in one batch: applicants find it at once. */
export async function publishSchool({ db, actor, requestId, now }: Actor, schoolId: string): Promise<CatalogueOutcome> {
  const school = await db.select().from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)).get();
  if (!school) return gone("school");
  if (school.status !== "draft") return moved;
  const newDrafts = (table: typeof catalogueEssays | typeof catalogueDeadlines) =>
    db
      .update(table)
      .set({ status: "published", updatedBy: actor.id, updatedAt: now })
      .where(and(eq(table.schoolId, schoolId), eq(table.cycle, school.cycle), eq(table.status, "draft"), sql`${table.replacesId} is null`));
  const done = await claimed(() =>
    db.batch([
      claimSchool(db, schoolId, "draft", "published", now),
      newDrafts(catalogueEssays),
      newDrafts(catalogueDeadlines),
      auditQuery(db, actor, { action: "catalogue.school.publish", targetType: "catalogue", targetId: schoolId, after: { cycle: school.cycle } }, requestId),
    ]),
  );
  return done ? { ok: true, message: `${school.name} is published: applicants find it in Manage Schools now.` } : moved;
}

/**
 * Takes a school out of the catalogue for new applicants. Those who have it keep it and every
 * essay, shown as "no longer offered"; nothing is deleted, so offering it again is one step back.
 */
export async function retireSchool({ db, actor, requestId, now }: Actor, schoolId: string): Promise<CatalogueOutcome> {
  const school = await db.select({ status: catalogueSchools.status }).from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)).get();
  if (!school) return gone("school");
  if (school.status !== "published") return moved;
  const done = await claimed(() =>
    db.batch([
      claimSchool(db, schoolId, "published", "retired", now),
      auditQuery(db, actor, { action: "catalogue.school.retire", targetType: "catalogue", targetId: schoolId }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Retired: new applicants no longer find it; those who have it keep their essays." } : moved;
}

/** Drops a draft school that was never published (no applicant can have it), with its drafts. */
export async function discardSchool({ db, actor, requestId, now }: Actor, schoolId: string): Promise<CatalogueOutcome> {
  const school = await db.select({ status: catalogueSchools.status }).from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)).get();
  if (!school) return gone("school");
  if (school.status !== "draft") return { ok: false, status: 409, message: "A published school is never deleted: retire it instead." };
  const done = await claimed(() =>
    db.batch([
      // Claimed first, so a publish at the same moment and this cannot both happen; rows go by cascade.
      claimSchool(db, schoolId, "draft", "retired", now),
      db.delete(catalogueSchools).where(eq(catalogueSchools.id, schoolId)),
      auditQuery(db, actor, { action: "catalogue.school.discard", targetType: "catalogue", targetId: schoolId }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Draft school discarded." } : moved;
}
