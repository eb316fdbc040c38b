import { type SQLWrapper, and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueAiPolicies, catalogueSchools, essaySubmissions } from "../../../db/schema";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import type { PolicyFields } from "~/domain/catalogue/catalogue-edit";

// Each school's published AI policy (docs/ai-policy.md), as applicants read it: the one
// published row of the cycle the school is in (operators' drafts and retired rows are never read
// here). The selects are returned unrun so a loader can put them in its own db.batch.
// This file only reads a policy. What a critique-only school changes is decided in
// ~/domain/ai-policy/critique-only.ts, which lists where it is applied.

const columns = {
  school: catalogueSchools.name,
  policy: catalogueAiPolicies.policy,
  summary: catalogueAiPolicies.summary,
  quote: catalogueAiPolicies.quote,
  disclosureRequired: catalogueAiPolicies.disclosureRequired,
  sources: catalogueAiPolicies.sources,
  checkedOn: catalogueAiPolicies.verifiedOn,
  ownDomains: catalogueSchools.ownDomains,
};

const published = and(eq(catalogueAiPolicies.status, "published"), eq(catalogueAiPolicies.cycle, catalogueSchools.cycle));

/** The published policies of these schools (by product name: a list, or a subquery of names). */
export function aiPoliciesQuery(db: Database, schools: string[] | SQLWrapper) {
  return db
    .select(columns)
    .from(catalogueAiPolicies)
    .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueAiPolicies.schoolId))
    .where(and(published, inArray(catalogueSchools.name, Array.isArray(schools) && schools.length === 0 ? [""] : schools)));
}

/** The published policy of the school one of the user's essays is for (nothing for another user's essay). */
export function essayAiPolicyQuery(db: Database, userId: string, essayId: string) {
  return db
    .select(columns)
    .from(catalogueAiPolicies)
    .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueAiPolicies.schoolId))
    .innerJoin(essaySubmissions, eq(essaySubmissions.school, catalogueSchools.name))
    .where(and(published, eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId)))
    .limit(1);
}

type PolicyRow = Awaited<ReturnType<typeof aiPoliciesQuery>>[number];

export function aiPolicyOfRow(row: PolicyRow): SchoolAiPolicy {
  return { ...row, sources: row.sources ?? [] };
}

/** The policy of one school from aiPoliciesQuery's rows; null when none is published. */
export function policyOf(rows: readonly PolicyRow[], school: string): SchoolAiPolicy | null {
  const row = rows.find((entry) => entry.school === school);
  return row ? aiPolicyOfRow(row) : null;
}

/** One school's published policy, read on its own (the server paths that obey it). */
export async function loadAiPolicy(db: Database, school: string): Promise<SchoolAiPolicy | null> {
  return policyOf(await aiPoliciesQuery(db, [school]), school);
}

/** A policy row as the operators' forms show it (/admin/catalogue). */
export function policyFields(row: typeof catalogueAiPolicies.$inferSelect): PolicyFields {
  return {
    id: row.id,
    policy: row.policy,
    summary: row.summary,
    quote: row.quote,
    disclosureRequired: row.disclosureRequired,
    sources: row.sources,
    note: row.note,
    verifiedOn: row.verifiedOn,
  };
}
