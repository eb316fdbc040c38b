import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions, user, userRoles } from "../../../db/schema";
import type { UsageKind } from "~/domain/billing/usage-limits";
import type { Settings } from "~/settings.server";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { subscriptionValues } from "../billing/stripe-sync.server";

// What support may do for a user from /admin: extend a trial, reset a counter, grant or revoke
// the admin role. Each action is written to the audit log in the same batch as the change.

export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string; status: number };
const refused = (message: string, status = 409): AdminOutcome => ({ ok: false, message, status });

type ActionDeps = { db: Database; actor: AdminActor; requestId: string | null };

/**
 * Extends a trial by `days` from its end (or from now, when it already ended). A trial Stripe
 * holds is extended at Stripe, and our row is written from Stripe's answer, so the next webhook
 * agrees; a local trial is extended here. The reminder e-mails are sent again for the new end.
 */
export async function extendTrial(
  deps: ActionDeps & { stripe: Stripe | null; settings: Settings },
  userId: string,
  days: number,
  now: Date,
): Promise<AdminOutcome> {
  const { db } = deps;
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  if (!row) return refused("This user has never started a trial, so there is none to extend.");
  if (row.status !== "trialing" && row.status !== "expired") return refused(`This user is on a ${row.status} plan, not a trial.`);
  const from = Math.max(row.trialEnd?.getTime() ?? now.getTime(), now.getTime());
  const trialEnd = new Date(from + days * 86_400_000);
  let values: Partial<typeof subscriptions.$inferInsert> = { status: "trialing", trialEnd };
  if (row.stripeSubscriptionId) {
    if (!deps.stripe) return refused("Stripe is not configured here, and this trial is held by Stripe.", 503);
    if (row.status !== "trialing") return refused("This Stripe trial has ended; Stripe cannot restart it. Ask the user to choose a plan.");
    const updated = await deps.stripe.subscriptions.update(row.stripeSubscriptionId, {
      trial_end: Math.floor(trialEnd.getTime() / 1000),
      proration_behavior: "none",
    });
    values = subscriptionValues(deps.settings, updated);
  }
  const after = { ...values, trialReminderSentAt: null, trialExpiredNoticeSentAt: null };
  await db.batch([
    db.update(subscriptions).set(after).where(eq(subscriptions.userId, userId)),
    auditQuery(
      db,
      deps.actor,
      {
        action: "trial.extend",
        targetType: "user",
        targetId: userId,
        before: { status: row.status, trialEnd: row.trialEnd?.toISOString() ?? null },
        after: { status: after.status, trialEnd: after.trialEnd?.toISOString() ?? null, days },
      },
      deps.requestId,
    ),
  ]);
  return { ok: true, message: `The trial now ends on ${trialEnd.toISOString().slice(0, 10)}.` };
}

/** Sets one usage counter back to zero in the user's object (the counters' owner), audited. */
export async function resetUsageCounter(
  deps: ActionDeps & { reset: (kind: UsageKind) => Promise<{ before: Record<UsageKind, number>; after: Record<UsageKind, number> }> },
  userId: string,
  kind: UsageKind,
): Promise<AdminOutcome> {
  const exists = await deps.db.select({ id: user.id }).from(user).where(eq(user.id, userId)).get();
  if (!exists) return refused("No such user.", 404);
  const { before, after } = await deps.reset(kind);
  await auditQuery(
    deps.db,
    deps.actor,
    { action: "usage.reset", targetType: "user", targetId: userId, before: { [kind]: before[kind] }, after: { [kind]: after[kind] } },
    deps.requestId,
  );
  return { ok: true, message: "The counter is back to zero." };
}

/** Grants or revokes the admin role; an admin cannot revoke their own (nobody would be left to undo it). */
export async function setAdminRole(deps: ActionDeps, userId: string, admin: boolean): Promise<AdminOutcome> {
  const { db } = deps;
  if (!admin && userId === deps.actor.id) return refused("You cannot remove your own admin role. Ask another admin.");
  const [exists, roles] = await db.batch([
    db.select({ id: user.id }).from(user).where(eq(user.id, userId)),
    db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin"))),
  ]);
  if (!exists[0]) return refused("No such user.", 404);
  const was = roles.length > 0;
  if (was === admin) return { ok: true, message: admin ? "They are already an admin." : "They are not an admin." };
  const change = admin
    ? db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing()
    : db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  await db.batch([
    change,
    auditQuery(
      db,
      deps.actor,
      { action: admin ? "role.grant" : "role.revoke", targetType: "user", targetId: userId, before: { admin: was }, after: { admin } },
      deps.requestId,
    ),
  ]);
  return { ok: true, message: admin ? "They are now an admin." : "They are no longer an admin." };
}
