import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userId } from "./owner";

// The goals and strategy grid: six rows, each for four horizons. This is also the store the
// voice tool reads for "goals" (docs/product-rules.md §9: goals and goals_data are one store).
export const goalsRows = ["location", "title", "industry", "business_problem", "knowledge_gaps", "courses_clubs"] as const;
export const goalsHorizons = ["internship", "short_term", "long_term", "global"] as const;

const cell = (row: (typeof goalsRows)[number], horizon: (typeof goalsHorizons)[number]) => text(`${row}_${horizon}`).notNull().default("");

export const goalsData = sqliteTable("goals_data", {
  id: id(),
  userId: userId().unique(),
  longTermVision: text("long_term_vision").notNull().default(""),
  locationInternship: cell("location", "internship"),
  locationShortTerm: cell("location", "short_term"),
  locationLongTerm: cell("location", "long_term"),
  locationGlobal: cell("location", "global"),
  titleInternship: cell("title", "internship"),
  titleShortTerm: cell("title", "short_term"),
  titleLongTerm: cell("title", "long_term"),
  titleGlobal: cell("title", "global"),
  industryInternship: cell("industry", "internship"),
  industryShortTerm: cell("industry", "short_term"),
  industryLongTerm: cell("industry", "long_term"),
  industryGlobal: cell("industry", "global"),
  businessProblemInternship: cell("business_problem", "internship"),
  businessProblemShortTerm: cell("business_problem", "short_term"),
  businessProblemLongTerm: cell("business_problem", "long_term"),
  businessProblemGlobal: cell("business_problem", "global"),
  knowledgeGapsInternship: cell("knowledge_gaps", "internship"),
  knowledgeGapsShortTerm: cell("knowledge_gaps", "short_term"),
  knowledgeGapsLongTerm: cell("knowledge_gaps", "long_term"),
  knowledgeGapsGlobal: cell("knowledge_gaps", "global"),
  coursesClubsInternship: cell("courses_clubs", "internship"),
  coursesClubsShortTerm: cell("courses_clubs", "short_term"),
  coursesClubsLongTerm: cell("courses_clubs", "long_term"),
  coursesClubsGlobal: cell("courses_clubs", "global"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
