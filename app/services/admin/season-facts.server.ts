import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueSeasonFacts } from "../../../db/schema";
import { isSchoolSource } from "~/domain/catalogue/sources";
import type { SeasonFact } from "~/domain/offers/offer-types";
import type { SeasonFactEdit } from "~/domain/offers/season-fact-schema";
import { type SchoolFactReport, seasonFactReport } from "~/domain/offers/season-fact-report";
import { toSeasonFact } from "../offers/season-facts.server";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { factPageSchoolQuery, offeredSchoolsQuery } from "./admin-catalogue.server";

// Operators keep each school's season facts (its waitlist's rules and update cadence, deposits,
// cost of attendance, awards): a direct edit, audited with what it replaced, as the round dates
// are. Applicants' waitlist and offers pages, and the waitlist reminders, read a fact at once.

export type AdminSeasonFacts = { id: string; name: string; cycle: string; ownDomains: string[]; facts: SeasonFact[] };

export async function loadSeasonFacts(db: Database, schoolId: string): Promise<AdminSeasonFacts | null> {
  const [schools, facts] = await db.batch([
    factPageSchoolQuery(db, schoolId),
    db
      .select()
      .from(catalogueSeasonFacts)
      .where(eq(catalogueSeasonFacts.schoolId, schoolId))
      .orderBy(asc(catalogueSeasonFacts.topic), asc(catalogueSeasonFacts.cycle), asc(catalogueSeasonFacts.id)),
  ]);
  const school = schools[0];
  return school ? { ...school, facts: facts.map(toSeasonFact) } : null;
}

export type SeasonFactAdd = { ok: true; school: string } | { ok: false; reason: "not_found" } | { ok: false; reason: "not_school_page"; domains: string[] };

/** Adds a fact; a page called the school's own must be on one of its domains (when any are set). */
export async function addSeasonFact(db: Database, actor: AdminActor, requestId: string | null, schoolId: string, edit: SeasonFactEdit): Promise<SeasonFactAdd> {
  const school = await loadSeasonFacts(db, schoolId);
  if (!school) return { ok: false, reason: "not_found" };
  if (edit.sourceOwner === "school" && school.ownDomains.length && !isSchoolSource(edit.sourceUrl, school.ownDomains))
    return { ok: false, reason: "not_school_page", domains: school.ownDomains };
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(catalogueSeasonFacts).values({ id, schoolId, ...edit }),
    auditQuery(
      db,
      actor,
      { action: "catalogue.season_fact.add", targetType: "catalogue", targetId: `season-fact:${schoolId}:${id}`, before: null, after: edit },
      requestId,
    ),
  ]);
  return { ok: true, school: school.name };
}

export async function removeSeasonFact(db: Database, actor: AdminActor, requestId: string | null, schoolId: string, id: string) {
  const school = await loadSeasonFacts(db, schoolId);
  const before = school?.facts.find((fact) => fact.id === id);
  if (!school || !before) return { ok: false as const };
  await db.batch([
    db.delete(catalogueSeasonFacts).where(and(eq(catalogueSeasonFacts.id, id), eq(catalogueSeasonFacts.schoolId, schoolId))),
    auditQuery(
      db,
      actor,
      { action: "catalogue.season_fact.remove", targetType: "catalogue", targetId: `season-fact:${schoolId}:${id}`, before, after: null },
      requestId,
    ),
  ]);
  return { ok: true as const, school: school.name };
}

/** Every published school with what its season facts lack (missing, third parties only, older cycles only). One batch. */
export async function readSeasonFactReport(db: Database): Promise<SchoolFactReport[]> {
  const [schools, facts] = await db.batch([
    offeredSchoolsQuery(db),
    db
      .select({
        schoolId: catalogueSeasonFacts.schoolId,
        topic: catalogueSeasonFacts.topic,
        sourceOwner: catalogueSeasonFacts.sourceOwner,
        cycle: catalogueSeasonFacts.cycle,
        acceptsUpdates: catalogueSeasonFacts.acceptsUpdates,
        cadenceDays: catalogueSeasonFacts.cadenceDays,
      })
      .from(catalogueSeasonFacts),
  ]);
  return seasonFactReport(schools, facts);
}
