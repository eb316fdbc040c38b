import { and, eq } from "drizzle-orm";
import { type CatalogueItemKind, verifiedToday } from "~/domain/catalogue/catalogue-edit";
import { auditQuery } from "../platform/admin-audit.server";
import { type Actor, type CatalogueOutcome, gone } from "./admin-catalogue.server";
import { claim, claimed, itemName, moved, rowOf, tables } from "./catalogue-drafts.server";

// A draft goes live, or away: published (replacing the row it edits), discarded, marked checked
// today, or retired. Each step claims the row by its status in one statement, so two operators
// acting at once cannot both win, and is audited in the same D1 batch.

/**
 * Publishes a draft: it becomes what applicants read at once, and the row it replaces is retired,
 * in one batch with its audit entry. A draft already published (or discarded) by someone else is refused.
 */
export async function publishDraft({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const draft = await rowOf(db, kind, schoolId, id);
  if (!draft) return gone(itemName(kind));
  if (draft.status !== "draft") return moved;
  const stamp = { updatedBy: actor.id, updatedAt: now };
  const audit = {
    action: `catalogue.${kind}.publish`,
    targetType: "catalogue" as const,
    targetId: schoolId,
    before: { id: draft.replacesId },
    after: { id, cycle: draft.cycle },
  };
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "draft", "published", stamp),
      ...(draft.replacesId ? [claim(db, kind, draft.replacesId, "published", "retired", stamp)] : []),
      auditQuery(db, actor, audit, requestId),
    ]),
  );
  return done ? { ok: true, message: "Published: applicants see it now." } : moved;
}

/** Drops a draft (nothing applicants see changes). */
export async function discardDraft({ db, actor, requestId }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const draft = await rowOf(db, kind, schoolId, id);
  if (!draft) return gone(`draft ${itemName(kind)}`);
  if (draft.status !== "draft") return moved;
  const table = tables[kind];
  const done = await claimed(() =>
    db.batch([
      // Claimed as retired first, so a publish at the same moment and this cannot both happen.
      claim(db, kind, id, "draft", "retired"),
      db.delete(table).where(eq(table.id, id)),
      auditQuery(db, actor, { action: `catalogue.${kind}.discard`, targetType: "catalogue", targetId: schoolId, before: { id } }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Draft discarded." } : moved;
}

/** Records that an operator checked a published item against the school's own page today. */
export async function markVerified({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const row = await rowOf(db, kind, schoolId, id);
  if (!row || row.status !== "published") return row ? moved : gone(itemName(kind));
  const day = verifiedToday(now);
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "published", "published", { verifiedOn: day, updatedBy: actor.id, updatedAt: now }),
      auditQuery(db, actor, { action: `catalogue.${kind}.verify`, targetType: "catalogue", targetId: schoolId, after: { id, verifiedOn: day } }, requestId),
    ]),
  );
  return done ? { ok: true, message: `Marked as checked against the school's page on ${day}.` } : moved;
}

/**
 * Takes a published question or round away from applicants (the school dropped it). Their essays
 * for a retired question are kept and keep showing its wording, marked as no longer asked.
 */
export async function retireItem({ db, actor, requestId, now }: Actor, schoolId: string, kind: CatalogueItemKind, id: string): Promise<CatalogueOutcome> {
  const row = await rowOf(db, kind, schoolId, id);
  if (!row || row.status !== "published") return row ? moved : gone(itemName(kind));
  const table = tables[kind];
  const done = await claimed(() =>
    db.batch([
      claim(db, kind, id, "published", "retired", { updatedBy: actor.id, updatedAt: now }),
      // A pending draft of it would bring it back on publishing: it goes too.
      db.delete(table).where(and(eq(table.replacesId, id), eq(table.status, "draft"))),
      auditQuery(db, actor, { action: `catalogue.${kind}.retire`, targetType: "catalogue", targetId: schoolId, before: { id } }, requestId),
    ]),
  );
  return done ? { ok: true, message: "Removed: applicants no longer see it." } : moved;
}
