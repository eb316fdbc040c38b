import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { editedBy } from "./owner";

// Prompt texts edited in /admin. Each edit is a new row (a version: 1 is the built-in default,
// written here the first time an admin changes the type); at most one row of a type is active, and
// with none active version 1 is in use. Types: feedback_base, resume_feedback,
// essay_reference_material, {school}_reference_material, chat_{context}, voice_{context}.
export const aiPrompts = sqliteTable(
  "ai_prompts",
  {
    id: id(),
    promptType: text("prompt_type").notNull(),
    promptText: text("prompt_text").notNull(),
    name: text("name").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    version: integer("version").notNull().default(1),
    createdBy: editedBy("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ai_prompts_type_active_idx").on(t.promptType, t.isActive, t.createdAt),
    uniqueIndex("ai_prompts_type_version_idx").on(t.promptType, t.version),
  ],
);
