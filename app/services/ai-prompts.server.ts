import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aiPrompts } from "../../db/schema";
import { defaultPrompts } from "~/catalogue/default-prompts";

/** The newest active prompt of a type, or the built-in default when an admin has written none. */
export async function activePrompt(db: Database, promptType: string): Promise<string | null> {
  const row = await db
    .select({ promptText: aiPrompts.promptText })
    .from(aiPrompts)
    .where(and(eq(aiPrompts.promptType, promptType), eq(aiPrompts.isActive, true)))
    .orderBy(desc(aiPrompts.createdAt), desc(aiPrompts.version))
    .get();
  return row?.promptText ?? defaultPrompts[promptType] ?? null;
}
