import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

// Prompt texts edited in /admin. Each edit is a new row (a version); the newest active row of a
// prompt_type is the one in use. Types: feedback_base, essay_reference_material,
// {school}_reference_material, and one per chat context (essay, goals, resume, global).
export const aiPrompts = sqliteTable(
  "ai_prompts",
  {
    id: id(),
    promptType: text("prompt_type").notNull(),
    promptText: text("prompt_text").notNull(),
    name: text("name").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ai_prompts_type_active_idx").on(t.promptType, t.isActive, t.createdAt)],
);
