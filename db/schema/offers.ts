import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ChecklistStatus } from "../../app/domain/applications/checklist-items";
import type { Criterion } from "../../app/domain/offers/comparison";
import type { MatriculationItemKind } from "../../app/domain/offers/matriculation";
import type { CostSource, FactTopic, OfferItemKind } from "../../app/domain/offers/offer-types";
import { catalogueSchools } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { userId, userIdKey } from "./owner";
import { applicationSteps } from "./standing";

// The season after a decision: an admit's offer (its cost, awards and deposits), the applicant's
// comparison settings, and a waitlisted school's letter. Each hangs off the decision step
// (application_steps) it follows, and goes with it when that step is taken back. Money is an
// integer in the currency's minor units (cents), always with its currency.

export const offers = sqliteTable(
  "offers",
  {
    id: id(),
    userId: userId(),
    decisionStepId: text("decision_step_id")
      .notNull()
      .references(() => applicationSteps.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    // ISO 4217 code; every amount of the offer's cost and awards is in it.
    currency: text("currency").notNull(),
    // The cost of attendance the applicant counts: the school's published figure (its fact's id
    // kept) or their own; null until they choose.
    costMinor: integer("cost_minor"),
    costSource: text("cost_source").$type<CostSource>(),
    costFactId: text("cost_fact_id"),
    // The applicant's score (0 to 10) of this offer on each of their criteria, by criterion id.
    scores: text("scores", { mode: "json" }).notNull().$type<Record<string, number>>().default({}),
    // The negotiation e-mail as the applicant writes it (their words; Scout only critiques).
    negotiationDraft: text("negotiation_draft").notNull().default(""),
    // The day the applicant says they sent it, and the day they say the school answered
    // (YYYY-MM-DD): a follow-up reminder is due a week after sending while no answer is recorded.
    negotiationSentOn: text("negotiation_sent_on"),
    negotiationAnsweredOn: text("negotiation_answered_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("offers_decision_idx").on(t.decisionStepId), index("offers_user_idx").on(t.userId)],
);

export const offerItems = sqliteTable(
  "offer_items",
  {
    id: id(),
    userId: userId(),
    offerId: text("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    // An award (scholarship, fellowship) lowers the net cost; a deposit holds the seat.
    kind: text("kind").notNull().$type<OfferItemKind>(),
    name: text("name").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    // YYYY-MM-DD: a deposit's deadline, an award's reply or application deadline (optional).
    dueOn: text("due_on"),
    refundable: integer("refundable", { mode: "boolean" }),
    // An offer the applicant has pledged to take (an Early Decision or binding Early Action round).
    binding: integer("binding", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("offer_items_offer_idx").on(t.userId, t.offerId)],
);

/** One row per applicant: the criteria they compare offers on and the exchange rates they gave. */
export const offerComparisons = sqliteTable("offer_comparisons", {
  userId: userIdKey(),
  criteria: text("criteria", { mode: "json" }).notNull().$type<Criterion[]>().default([]),
  // The currency offers are compared in, and per other currency how many millionths of a base
  // unit one of its units is worth (1.08 is 1080000): integers, so no sum uses floating point.
  baseCurrency: text("base_currency"),
  ratesMicro: text("rates_micro", { mode: "json" }).notNull().$type<Record<string, number>>().default({}),
  updatedAt: updatedAt(),
});

export const waitlistLetters = sqliteTable(
  "waitlist_letters",
  {
    id: id(),
    userId: userId(),
    decisionStepId: text("decision_step_id")
      .notNull()
      .references(() => applicationSteps.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    body: text("body").notNull().default(""),
    // The day the applicant sent it (YYYY-MM-DD); null while it is a draft.
    sentOn: text("sent_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("waitlist_letters_decision_idx").on(t.decisionStepId), index("waitlist_letters_user_idx").on(t.userId)],
);

/** What a search of stored pages found about each school's waitlist, deposits, cost and awards, each with its owner and cycle. */
export const catalogueSeasonFacts = sqliteTable(
  "catalogue_season_facts",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    topic: text("topic").notNull().$type<FactTopic>(),
    value: text("value").notNull(),
    sourceUrl: text("source_url").notNull(),
    // "school" for the school's own page; otherwise the third party's name.
    sourceOwner: text("source_owner").notNull(),
    cycle: text("cycle").notNull(),
    pageDate: text("page_date"),
    note: text("note"),
    // A figure the comparison can use: a one-year cost of attendance or a deposit, in minor units.
    amountMinor: integer("amount_minor"),
    currency: text("currency"),
    // Waitlist: whether the school takes updates ("yes"), wants nothing ("no"), and a word limit.
    acceptsUpdates: text("accepts_updates").$type<"yes" | "no">(),
    wordLimit: integer("word_limit"),
    // Waitlist: when the school takes updates, in the source's words ("after January 15").
    updatesWhen: text("updates_when"),
    // Waitlist: how many days apart the school says it reviews its list or takes updates; the
    // waitlist reminders are sent at this interval, and none without it.
    cadenceDays: integer("cadence_days"),
    refundable: integer("refundable", { mode: "boolean" }),
    binding: integer("binding", { mode: "boolean" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalogue_season_facts_school_idx").on(t.schoolId, t.topic)],
);

/**
 * A school the applicant has chosen (accepted, deposited, or simply marked as their choice): it
 * opens the checklist of what comes before the first day. `international`: the applicant's
 * answer for this school (they need a student visa or not); null follows their profile.
 */
export const matriculations = sqliteTable(
  "matriculations",
  {
    id: id(),
    userId: userId(),
    decisionStepId: text("decision_step_id")
      .notNull()
      .references(() => applicationSteps.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    chosenOn: text("chosen_on").notNull(),
    international: integer("international", { mode: "boolean" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("matriculations_decision_idx").on(t.decisionStepId), index("matriculations_user_idx").on(t.userId)],
);

// The applicant's state of one item of a chosen school's checklist: a fixed kind (one row per
// kind, made on first change) or an item they added (`custom`, with its label). Dates are theirs.
export const matriculationItems = sqliteTable(
  "matriculation_items",
  {
    id: id(),
    userId: userId(),
    matriculationId: text("matriculation_id")
      .notNull()
      .references(() => matriculations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<MatriculationItemKind>(),
    label: text("label"),
    status: text("status").notNull().$type<ChecklistStatus>().default("to_do"),
    // The day it was marked done (YYYY-MM-DD), and the applicant's own date for it, optional.
    doneOn: text("done_on"),
    dueOn: text("due_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("matriculation_items_user_idx").on(t.userId, t.matriculationId),
    uniqueIndex("matriculation_items_kind_idx")
      .on(t.matriculationId, t.kind)
      .where(sql`kind <> 'custom'`),
  ],
);
