import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { editedBy } from "./owner";

// The school catalogue as data: schools, their essays and round deadlines per application
// cycle, seeded from the facts files and kept current by operators in /admin. Applicants read
// only published rows; an operator's edit is a draft until they publish it.

export type SchoolLooksFor = { kind: "criteria" | "essay_advice" | "values"; text: string; source: string; via?: string | null };

export const catalogueItemStatuses = ["draft", "published", "retired"] as const;

/** Where the school asks a question: among its essays, or as a field of the application form (a short answer, a form essay). */
export const questionPlaces = ["essays", "form"] as const;
/** Who answers it: everyone, or only applicants who applied before, or only international applicants. */
export const questionAudiences = ["everyone", "reapplicants", "international"] as const;

/** A word that names a school in an essay, for the wrong-school check (app/domain/checks/wrong-school.ts). */
export type CatalogueSchoolWord = { text: string; exact: boolean; kind: "school" | "university" | "feature" };

export const catalogueSchools = sqliteTable("catalogue_schools", {
  // A stable slug: "harvard", "stanford-gsb"…
  id: text("id").primaryKey(),
  // The product's name for the school (what user_schools.school and essays store).
  name: text("name").notNull().unique(),
  fullName: text("full_name").notNull(),
  shortName: text("short_name").notNull(),
  // The cycle applicants plan for now, e.g. "2026-2027", and what is known about it in words.
  cycle: text("cycle").notNull(),
  cycleNote: text("cycle_note"),
  // What the school says it looks for, in its own published words, each quote with its source
  //: given to the feedback model so critique is grounded in what this school asks.
  looksFor: text("looks_for", { mode: "json" }).$type<SchoolLooksFor[]>(),
  // The school's own admissions page for its deadlines, where an applicant copies a date the
  // catalogue does not have yet; null when none is known (operators set it in /admin/catalogue).
  deadlinesUrl: text("deadlines_url"),
  position: integer("position").notNull().default(0),
  // A school is data. An operator's new school is a draft (applicants never read it) until
  // published; a school applicants have is never deleted, only retired ("no longer offered").
  status: text("status", { enum: catalogueItemStatuses }).notNull().default("published"),
  // Where it is, for the picker's groups and the zone its rounds are usually stated in: a round
  // with no zone of its own, and a date an applicant enters for it, are read in this zone.
  country: text("country"),
  region: text("region"),
  timeZone: text("time_zone"),
  // Why that zone, where it needs saying (INSEAD's campuses are in three zones): shown to
  // applicants beside the zone a date they enter starts in.
  timeZoneNote: text("time_zone_note"),
  // The programme applicants apply to ("MBA (full-time, 10 months)").
  programme: text("programme"),
  // The brand colour (#RRGGBB) beside its name; null: grey.
  colour: text("colour"),
  // The names, abbreviations, university and programmes the wrong-school check looks for.
  words: text("words", { mode: "json" }).$type<CatalogueSchoolWord[]>(),
  // The school's own pages its facts come from.
  sources: text("sources", { mode: "json" }).$type<string[]>(),
  // The school's own web domains ("hbs.edu"): a source on one of them, or a subdomain, is the
  // school's own page; any other is a third party's reading (app/domain/catalogue/sources.ts).
  ownDomains: text("own_domains", { mode: "json" }).notNull().$type<string[]>().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const catalogueEssays = sqliteTable(
  "catalogue_essays",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    // The cycle this row belongs to, and the cycle its wording was published for (earlier when carried forward).
    cycle: text("cycle").notNull(),
    textCycle: text("text_cycle").notNull(),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    limit: text("limit"),
    hardLimit: integer("hard_limit", { mode: "boolean" }).notNull().default(false),
    kind: text("kind").notNull().default("essay"),
    required: integer("required", { mode: "boolean" }).notNull().default(true),
    chooseOneGroup: text("choose_one_group"),
    askedIn: text("asked_in", { enum: questionPlaces }).notNull().default("essays"),
    audience: text("audience", { enum: questionAudiences }).notNull().default("everyone"),
    paraphrase: integer("paraphrase", { mode: "boolean" }).notNull().default(false),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    note: text("note"),
    // The day an operator checked it against the school's own page (YYYY-MM-DD), or null.
    verifiedOn: text("verified_on"),
    status: text("status", { enum: catalogueItemStatuses }).notNull().default("published"),
    // A draft edit names the published row it will replace when published.
    replacesId: text("replaces_id"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catalogue_essays_school_cycle_idx").on(t.schoolId, t.cycle, t.status, t.position),
    // One draft per published row: two operators saving at once cannot leave two drafts of it.
    uniqueIndex("catalogue_essays_one_draft_idx")
      .on(t.replacesId)
      .where(sql`status = 'draft'`),
  ],
);

export const catalogueDeadlines = sqliteTable(
  "catalogue_deadlines",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    cycle: text("cycle").notNull(),
    // "R1", "R2", "R3", "Deferred"…, as the school names its rounds.
    round: text("round").notNull(),
    // The intake the round admits to ("January 2027 intake"); null for a school with one intake.
    intake: text("intake"),
    position: integer("position").notNull().default(0),
    // This cycle's date (YYYY-MM-DD), time (HH:MM) and IANA zone, each null while Scout does not have it.
    date: text("date"),
    time: text("time"),
    timeZone: text("time_zone"),
    // Last cycle's date, shown only as "last year: …", never as a deadline.
    previousCycleDate: text("previous_cycle_date"),
    note: text("note"),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    verifiedOn: text("verified_on"),
    status: text("status", { enum: catalogueItemStatuses }).notNull().default("published"),
    replacesId: text("replaces_id"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catalogue_deadlines_school_cycle_idx").on(t.schoolId, t.cycle, t.status, t.position),
    uniqueIndex("catalogue_deadlines_one_draft_idx")
      .on(t.replacesId)
      .where(sql`status = 'draft'`),
  ],
);

export const aiPolicyClasses = ["prohibits", "permits-with-limits", "requires-disclosure", "no-published-policy", "unknown"] as const;

// A school's rule on AI use in its application, per cycle, as the sources state it: the
// class, a summary in our words, the school's own words where a source quotes them, whether it
// asks for a disclosure, the sources and the day (or month) it was last checked. Drafted and
// published by operators like the questions and rounds (admin-catalogue.server.ts); applicants
// read only the published row of the school's cycle. "unknown" means not found, never "allowed".
export const catalogueAiPolicies = sqliteTable(
  "catalogue_ai_policies",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    cycle: text("cycle").notNull(),
    position: integer("position").notNull().default(0),
    policy: text("policy", { enum: aiPolicyClasses }).notNull(),
    summary: text("summary").notNull(),
    // A short verbatim piece of the school's own text, as the first source quotes it; null when none was found.
    quote: text("quote"),
    // null: the sources do not say.
    disclosureRequired: integer("disclosure_required", { mode: "boolean" }),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    note: text("note"),
    // When it was last checked: YYYY-MM-DD, or YYYY-MM when the sources give only the month; null when not recorded.
    verifiedOn: text("verified_on"),
    status: text("status", { enum: catalogueItemStatuses }).notNull().default("published"),
    replacesId: text("replaces_id"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catalogue_ai_policies_school_cycle_idx").on(t.schoolId, t.cycle, t.status),
    uniqueIndex("catalogue_ai_policies_one_draft_idx")
      .on(t.replacesId)
      .where(sql`status = 'draft'`),
  ],
);

// The daily watch of the catalogue's source pages: per page, a fingerprint of its readable
// text as last fetched, and the text operators last reviewed, so a change shows them a diff. Never
// read by applicants' pages: a change only tells the operators, who edit the catalogue themselves.
export const catalogueSourceChecks = sqliteTable("catalogue_source_checks", {
  url: text("url").primaryKey(),
  host: text("host").notNull(),
  // SHA-256 of the readable text last fetched, and that text (capped); null until a fetch succeeds.
  fingerprint: text("fingerprint"),
  text: text("text"),
  // The text as operators last saw it, and when it was fetched (the "checked on" date).
  reviewedText: text("reviewed_text"),
  reviewedAt: timestamp("reviewed_at"),
  checkedAt: timestamp("checked_at"),
  // When the text first differed from the reviewed one; null: no change waiting.
  changedAt: timestamp("changed_at"),
  // When the change went out in the operators' daily digest, so each is mailed once.
  mailedAt: timestamp("mailed_at"),
  // The last failure ("robots.txt disallows it", "HTTP 503", "timed out") and the back-off it earned.
  lastError: text("last_error"),
  failures: integer("failures").notNull().default(0),
  nextTryAt: timestamp("next_try_at"),
  createdAt: createdAt(),
});
