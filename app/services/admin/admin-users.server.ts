import { and, count, desc, eq, gt, max, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions, feedbackJobs, session, subscriptions, usageTracking, user, userRoles, voiceSessions } from "../../../db/schema";
import { auditEntries } from "../platform/admin-audit.server";
import { activeGrantQuery } from "../account/support-access.server";
import type { ChatSource } from "../coach/chat-source.server";

// What support sees of users in /admin (what it may do for them: admin-user-actions.server.ts). Nothing here reads an
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
export async function userDetail(db: Database, chat: Pick<ChatSource, "userMessagesByMonth">, userId: string, now: Date) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (HISTORY_MONTHS - 1), 1));
  const [account, subscription, usage, roles, activity, grants, essays, voice, feedback, audit] = await db.batch([
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
        // (an older version whose text moved to the applicant's object: its stored count).
        characters: sql<number>`case when ${essaySubmissions.bodyInObject} then coalesce(${essaySubmissions.characterCount}, 0) else length(${essaySubmissions.essayContent}) end`,
        updatedAt: essaySubmissions.updatedAt,
      })
      .from(essaySubmissions)
      .where(eq(essaySubmissions.userId, userId))
      .orderBy(essaySubmissions.school, essaySubmissions.essayTitle, desc(essaySubmissions.version)),
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
  // Chat messages are counted where the applicant's conversations are kept (their object).
  const messages = await chat.userMessagesByMonth(since);
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
