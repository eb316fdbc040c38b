import { and, count, desc, eq, gt, max, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { chatMessages, essaySubmissions, feedbackJobs, session, subscriptions, usageTracking, user, userRoles, voiceSessions } from "../../../db/schema";
import type { UsageKind } from "~/domain/billing/usage-limits";
import { type AdminActor, auditEntries, auditQuery } from "./admin-audit.server";
import { activeGrantQuery } from "../account/support-access.server";
import type { Settings } from "~/settings.server";
import { subscriptionValues } from "../billing/stripe-sync.server";

// What support sees of users in /admin, and what it may do for them. Nothing here reads an
// essay's text: that is app/services/account/support-access.server.ts, and only with the user's grant.

export const USERS_PAGE_SIZE = 25;

// A session's updated_at moves whenever better-auth refreshes it: the latest is when they were last here.
const lastActivity = (db: Database) =>
  db
    .select({ userId: session.userId, at: sql<number>`max(${session.updatedAt})`.as("at") })
    .from(session)
    .groupBy(session.userId)
    .as("last_activity");

/** One page of users, newest first, optionally only those whose e-mail contains `query`. */
export async function findUsers(db: Database, input: { query: string; page: number }) {
  // instr, not LIKE: a plain substring (no wildcards to escape), and D1 refuses LIKE patterns
  // longer than 50 characters, which a full e-mail address can be.
  const whereSql = input.query ? sql`instr(lower(${user.email}), ${input.query.toLowerCase()}) > 0` : undefined;
  const activity = lastActivity(db);
  const [rows, total] = await db.batch([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt,
        status: subscriptions.status,
        tier: subscriptions.tier,
        trialEnd: subscriptions.trialEnd,
        textMessages: usageTracking.textMessagesUsed,
        voiceSeconds: usageTracking.voiceSecondsUsed,
        essaysCreated: usageTracking.essaysCreated,
        lastActivity: activity.at,
        role: userRoles.role,
      })
      .from(user)
      .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
      .leftJoin(usageTracking, eq(usageTracking.userId, user.id))
      .leftJoin(activity, eq(activity.userId, user.id))
      .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
      .where(whereSql)
      .orderBy(desc(user.createdAt), user.id)
      .limit(USERS_PAGE_SIZE)
      .offset((input.page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(user).where(whereSql),
  ]);
  return { rows: rows.map(toUserRow), total: total[0]?.total ?? 0 };
}

function toUserRow(row: {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  status: string | null;
  tier: string | null;
  trialEnd: Date | null;
  textMessages: number | null;
  voiceSeconds: number | null;
  essaysCreated: number | null;
  lastActivity: unknown;
  role: string | null;
}) {
  return {
    ...row,
    textMessages: row.textMessages ?? 0,
    voiceSeconds: row.voiceSeconds ?? 0,
    essaysCreated: row.essaysCreated ?? 0,
    // max() over a subquery comes back as the stored number, not a Date.
    lastActivity: typeof row.lastActivity === "number" ? new Date(row.lastActivity) : null,
    isAdmin: row.role === "admin",
  };
}

const month = (column: SQLiteColumn) => sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`;
const HISTORY_MONTHS = 6;

/** One user as support sees them: account, plan, usage now and by month, essays by title, audit. */
export async function userDetail(db: Database, userId: string, now: Date) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (HISTORY_MONTHS - 1), 1));
  const [account, subscription, usage, roles, activity, grants, essays, messages, voice, feedback, audit] = await db.batch([
    db
      .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select().from(usageTracking).where(eq(usageTracking.userId, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ at: max(session.updatedAt) })
      .from(session)
      .where(eq(session.userId, userId)),
    activeGrantQuery(db, userId, now),
    db
      .select({
        id: essaySubmissions.id,
        school: essaySubmissions.school,
        title: essaySubmissions.essayTitle,
        version: essaySubmissions.version,
        status: essaySubmissions.status,
        // How much is written, never what: support can see an essay is empty without reading it.
        characters: sql<number>`length(${essaySubmissions.essayContent})`,
        updatedAt: essaySubmissions.updatedAt,
      })
      .from(essaySubmissions)
      .where(eq(essaySubmissions.userId, userId))
      .orderBy(essaySubmissions.school, essaySubmissions.essayTitle, desc(essaySubmissions.version)),
    db
      .select({ month: month(chatMessages.createdAt), n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.type, "user"), gt(chatMessages.createdAt, since)))
      .groupBy(month(chatMessages.createdAt)),
    db
      .select({ month: month(voiceSessions.createdAt), n: count() })
      .from(voiceSessions)
      .where(and(eq(voiceSessions.userId, userId), gt(voiceSessions.createdAt, since)))
      .groupBy(month(voiceSessions.createdAt)),
    db
      .select({ month: month(feedbackJobs.createdAt), n: count() })
      .from(feedbackJobs)
      .where(and(eq(feedbackJobs.userId, userId), gt(feedbackJobs.createdAt, since)))
      .groupBy(month(feedbackJobs.createdAt)),
    auditEntries(db, { targetType: "user", targetId: userId }),
  ]);
  const found = account[0];
  if (!found) return null;
  const counter = usage[0];
  const months = Array.from({ length: HISTORY_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  const byMonth = (rows: { month: string; n: number }[]) => new Map(rows.map((row) => [row.month, row.n]));
  const [m, v, f] = [byMonth(messages), byMonth(voice), byMonth(feedback)];
  const lastAt = activity[0]?.at as unknown;
  return {
    account: found,
    subscription: subscription[0] ?? null,
    usage: {
      textMessages: counter?.textMessagesUsed ?? 0,
      voiceSeconds: counter?.voiceSecondsUsed ?? 0,
      essaysCreated: counter?.essaysCreated ?? 0,
    },
    isAdmin: roles.some((row) => row.role === "admin"),
    lastActivity: lastAt instanceof Date ? lastAt : typeof lastAt === "number" ? new Date(lastAt) : null,
    supportAccessUntil: grants[0]?.expiresAt ?? null,
    essays,
    history: months.map((key) => ({ month: key, messages: m.get(key) ?? 0, voiceSessions: v.get(key) ?? 0, feedbackRuns: f.get(key) ?? 0 })),
    audit,
  };
}

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
