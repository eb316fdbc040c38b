import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueRoundDates } from "../../../db/schema";
import type { RoundDate } from "~/domain/catalogue/round-dates";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { factPageSchoolQuery } from "./admin-catalogue.server";

// Operators keep the catalogue's interview-invitation and decision dates: a direct edit, audited
// with what it replaced (the same rule as the application items: a sourced fact, no draft).

export type AdminRoundDates = { id: string; name: string; cycle: string; ownDomains: string[]; dates: RoundDate[] };

export async function loadRoundDates(db: Database, schoolId: string): Promise<AdminRoundDates | null> {
  const [schools, dates] = await db.batch([
    factPageSchoolQuery(db, schoolId),
    db
      .select()
      .from(catalogueRoundDates)
      .where(eq(catalogueRoundDates.schoolId, schoolId))
      .orderBy(asc(catalogueRoundDates.cycle), asc(catalogueRoundDates.round), asc(catalogueRoundDates.kind)),
  ]);
  const school = schools[0];
  return school ? { ...school, dates } : null;
}

export type RoundDateEdit = Omit<RoundDate, "id" | "schoolId">;

export async function addRoundDate(db: Database, actor: AdminActor, requestId: string | null, schoolId: string, edit: RoundDateEdit) {
  const school = await loadRoundDates(db, schoolId);
  if (!school) return { ok: false as const };
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(catalogueRoundDates).values({ id, schoolId, ...edit, updatedBy: actor.id }),
    auditQuery(
      db,
      actor,
      { action: "catalogue.round_date.add", targetType: "catalogue", targetId: `round-date:${schoolId}:${id}`, before: null, after: edit },
      requestId,
    ),
  ]);
  return { ok: true as const, school: school.name };
}

export async function removeRoundDate(db: Database, actor: AdminActor, requestId: string | null, schoolId: string, id: string) {
  const school = await loadRoundDates(db, schoolId);
  const before = school?.dates.find((date) => date.id === id);
  if (!school || !before) return { ok: false as const };
  await db.batch([
    db.delete(catalogueRoundDates).where(and(eq(catalogueRoundDates.id, id), eq(catalogueRoundDates.schoolId, schoolId))),
    auditQuery(
      db,
      actor,
      { action: "catalogue.round_date.remove", targetType: "catalogue", targetId: `round-date:${schoolId}:${id}`, before, after: null },
      requestId,
    ),
  ]);
  return { ok: true as const, school: school.name };
}
