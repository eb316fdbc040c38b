import type { Database } from "../../../db/client";

export type SchoolInsert = { school: string; position: number; draftTitles: string[]; cap: number | null };

/**
 * Adds a school and its question drafts in one atomic batch whose statements check for themselves,
 * so requests racing each other cannot all pass a check read before them: the school
 * goes in only while the user is under the plan's cap and does not have it, and each draft only
 * once the school is theirs (the unique version index refuses a second copy). Returns what
 * happened to this request's school.
 *
 * Plain SQL on the D1 binding: drizzle can express neither an INSERT … SELECT … WHERE of some of a
 * table's columns nor a raw statement inside a D1 batch.
 */
export async function insertSchoolWithDrafts(db: Database, userId: string, add: SchoolInsert): Promise<"added" | "already_added" | "school_limit"> {
  const d1 = db.$client;
  const theirs = "exists (select 1 from user_schools where user_id = ?1 and school = ?2)";
  const results = await d1.batch<{ school?: string; one?: number }>([
    d1
      .prepare(
        `insert into user_schools (user_id, school, position) select ?1, ?2, ?3
         where ?4 is null or (select count(*) from user_schools where user_id = ?1) < ?4
         on conflict do nothing returning school`,
      )
      .bind(userId, add.school, add.position, add.cap),
    // New essays start empty, not counted as essays until the user writes (docs/product-rules.md §3, §29).
    ...add.draftTitles.map((title) =>
      d1
        .prepare(
          `insert into essay_submissions (id, user_id, school, essay_title, essay_content, word_count, character_count, status, version, version_notes, origin)
           select ?3, ?1, ?2, ?4, '', 0, 0, 'draft', 1, 'Initial draft', 'typed' where ${theirs}
           on conflict do nothing`,
        )
        .bind(userId, add.school, crypto.randomUUID(), title),
    ),
    d1.prepare(`select 1 as one where ${theirs}`).bind(userId, add.school),
  ]);
  if ((results[0]?.results.length ?? 0) > 0) return "added";
  // Not inserted: the school was theirs already (a racing request added it), or the cap was reached.
  return (results.at(-1)?.results.length ?? 0) > 0 ? "already_added" : "school_limit";
}
