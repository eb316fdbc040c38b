import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { adminAuditLog, aiPrompts, user } from "../../../db/schema";
import { defaultPrompts } from "~/content/default-prompts";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { type PromptTypeInfo, pickInUse, promptTypes } from "./ai-prompts.server";

// What /admin/prompts reads and changes: a type's versions, a new version, which one is in use.
// Every change is one D1 batch with its audit row (docs/operations.md, "AI prompts").

export type PromptSummary = PromptTypeInfo & { inUse: number; versions: number; changedAt: Date | null; changedBy: string | null };

/** Every type with the version in use and its last change (who, when), in one D1 batch. */
export async function promptOverview(db: Database): Promise<PromptSummary[]> {
  const [rows, changes] = await db.batch([
    db
      .select({ promptType: aiPrompts.promptType, version: aiPrompts.version, isActive: aiPrompts.isActive, createdAt: aiPrompts.createdAt, email: user.email })
      .from(aiPrompts)
      .leftJoin(user, eq(user.id, aiPrompts.createdBy)),
    // The newest audit entry of each type (an activation changes no row's date). SQLite gives a
    // bare column the values of the row that max() picked.
    db
      .select({
        targetId: adminAuditLog.targetId,
        actorEmail: adminAuditLog.actorEmail,
        createdAt: sql<Date>`max(${adminAuditLog.createdAt})`.mapWith(adminAuditLog.createdAt),
      })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, "prompt"))
      .groupBy(adminAuditLog.targetId),
  ]);
  return promptTypes.map((info) => {
    const own = rows.filter((row) => row.promptType === info.type);
    const newest = own.filter((row) => row.version > 1).sort((a, b) => b.version - a.version)[0];
    const audited = changes.find((change) => change.targetId === info.type);
    return {
      ...info,
      inUse: pickInUse(
        own.map((row) => ({ ...row, promptText: "" })),
        info.type,
      ).version,
      versions: own.filter((row) => row.version > 1).length + 1,
      changedAt: audited?.createdAt ?? newest?.createdAt ?? null,
      changedBy: audited?.actorEmail ?? newest?.email ?? null,
    };
  });
}

export type PromptVersionRow = { version: number; name: string; author: string | null; createdAt: Date | null; builtIn: boolean };

/**
 * A type's versions, newest first (version 1 included: the built-in default while it is not a row
 * yet), the version in use, and the texts of the versions asked for, of 1 and of the one in use.
 */
export async function promptHistory(db: Database, type: string, wanted: number[]) {
  const [rows, texts] = await db.batch([
    db
      .select({ version: aiPrompts.version, name: aiPrompts.name, createdAt: aiPrompts.createdAt, email: user.email })
      .from(aiPrompts)
      .leftJoin(user, eq(user.id, aiPrompts.createdBy))
      .where(eq(aiPrompts.promptType, type))
      .orderBy(desc(aiPrompts.version)),
    db
      .select({ version: aiPrompts.version, promptText: aiPrompts.promptText, isActive: aiPrompts.isActive })
      .from(aiPrompts)
      .where(and(eq(aiPrompts.promptType, type), or(inArray(aiPrompts.version, [1, ...wanted]), eq(aiPrompts.isActive, true)))),
  ]);
  const versions: PromptVersionRow[] = rows.map((row) => ({
    version: row.version,
    name: row.name,
    author: row.email ?? null,
    createdAt: row.version === 1 ? null : row.createdAt,
    builtIn: row.version === 1,
  }));
  if (!rows.some((row) => row.version === 1)) versions.push({ version: 1, name: "Built-in default", author: null, createdAt: null, builtIn: true });
  const inUse = pickInUse(
    texts.map((row) => ({ ...row, promptType: type })),
    type,
  ).version;
  const textOf: Record<number, string> = { 1: defaultPrompts[type] ?? "" };
  for (const row of texts) textOf[row.version] = row.promptText;
  return { versions, inUse, texts: textOf };
}

export type PromptChange = { ok: true; version: number; unchanged?: boolean } | { ok: false; reason: "not_found" | "conflict" };

type Stored = { version: number; isActive: boolean }[];

const storedVersions = (db: Database, type: string): Promise<Stored> =>
  db.select({ version: aiPrompts.version, isActive: aiPrompts.isActive }).from(aiPrompts).where(eq(aiPrompts.promptType, type));

// The active row's version; with none active, version 1 is in use.
const inUseOf = (stored: Stored) => stored.filter((row) => row.isActive).sort((a, b) => b.version - a.version)[0]?.version ?? 1;

// Version 1 written as a row: the built-in text as it is today, frozen from now on.
function firstVersionQuery(db: Database, type: string, active: boolean) {
  return db
    .insert(aiPrompts)
    .values({ promptType: type, promptText: defaultPrompts[type] ?? "", name: "Built-in default", version: 1, isActive: active, createdBy: null })
    .onConflictDoNothing();
}

const isConflict = (error: unknown) => /UNIQUE constraint failed/i.test(`${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`);

/** A new version (the highest number + 1), optionally put in use at once; audited in the same batch. */
export async function createPromptVersion(
  db: Database,
  actor: AdminActor,
  requestId: string | null,
  input: { type: string; text: string; name: string; activate: boolean },
): Promise<PromptChange> {
  const { type, activate } = input;
  const stored = await storedVersions(db, type);
  const before = inUseOf(stored);
  const version = Math.max(1, ...stored.map((row) => row.version)) + 1;
  const audit = (action: string, after: unknown) =>
    auditQuery(db, actor, { action, targetType: "prompt", targetId: type, before: { version: before }, after }, requestId);
  const statements = [
    // Exactly one row of a type is active from its first change on: version 1 while nothing else is.
    ...(stored.some((row) => row.version === 1) ? [] : [firstVersionQuery(db, type, !activate && !stored.some((row) => row.isActive))]),
    db.insert(aiPrompts).values({ promptType: type, promptText: input.text, name: input.name, version, isActive: activate, createdBy: actor.id }),
    audit("prompt.create", { version, name: input.name, text: input.text }),
    ...(activate
      ? [
          db
            .update(aiPrompts)
            .set({ isActive: false })
            .where(and(eq(aiPrompts.promptType, type), eq(aiPrompts.isActive, true), ne(aiPrompts.version, version))),
          audit("prompt.activate", { version }),
        ]
      : []),
  ];
  try {
    await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  } catch (error) {
    // Another admin saved a version of this type at the same moment: theirs took the number.
    if (isConflict(error)) return { ok: false, reason: "conflict" };
    throw error;
  }
  return { ok: true, version };
}

/** Puts a version in use and the others out of use (activating an older one is the rollback). */
export async function activatePromptVersion(
  db: Database,
  actor: AdminActor,
  requestId: string | null,
  input: { type: string; version: number },
): Promise<PromptChange> {
  const { type, version } = input;
  const stored = await storedVersions(db, type);
  if (version !== 1 && !stored.some((row) => row.version === version)) return { ok: false, reason: "not_found" };
  const before = inUseOf(stored);
  if (before === version) return { ok: true, version, unchanged: true };
  const statements = [
    ...(stored.some((row) => row.version === 1) ? [] : [firstVersionQuery(db, type, version === 1)]),
    db
      .update(aiPrompts)
      .set({ isActive: false })
      .where(and(eq(aiPrompts.promptType, type), eq(aiPrompts.isActive, true), ne(aiPrompts.version, version))),
    db
      .update(aiPrompts)
      .set({ isActive: true })
      .where(and(eq(aiPrompts.promptType, type), eq(aiPrompts.version, version))),
    auditQuery(db, actor, { action: "prompt.activate", targetType: "prompt", targetId: type, before: { version: before }, after: { version } }, requestId),
  ];
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return { ok: true, version };
}
