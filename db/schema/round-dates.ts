import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { RoundDateKind } from "../../app/domain/catalogue/round-dates";
import { catalogueSchools } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { editedBy } from "./owner";

// When a school sends interview invitations and decisions, per cycle and round, as a source
// states it: the day, or only the words the source gives ("December 2025"), its pages (whose
// they are is decided by the school's own domains, app/domain/catalogue/sources.ts), the
// cycle the dates belong to and the page's date. Kept by operators in /admin (a direct edit,
// audited); seeded from ../shared/data/after-submit.json (db/catalogue/round-dates.json).
export const catalogueRoundDates = sqliteTable(
  "catalogue_round_dates",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    cycle: text("cycle").notNull(),
    round: text("round").notNull(),
    kind: text("kind").notNull().$type<RoundDateKind>(),
    // YYYY-MM-DD when the source gives a day; null when it gives only words (`approx`).
    date: text("date"),
    approx: text("approx"),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    // The page's own date when it shows one (YYYY-MM-DD); its age as applicants read it.
    pageDate: text("page_date"),
    note: text("note"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalogue_round_dates_school_idx").on(t.schoolId, t.cycle, t.round)],
);
