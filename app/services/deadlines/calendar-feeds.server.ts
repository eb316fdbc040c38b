import { eq } from "drizzle-orm";
import { base64url } from "../platform/signing.server";
import type { Database } from "../../../db/client";
import { calendarFeeds } from "../../../db/schema";
import { type CalendarEvent, buildCalendar } from "~/domain/deadlines/calendar-ics";
import type { SchoolPlanView } from "~/domain/schools/school-plan";
import { listPlans } from "../schools/school-plans.server";
import { batchedRead } from "../../../db/read-batching";

// The applicant's chosen deadlines as a calendar: the signed-in download and a private
// subscription URL. The URL's token is 32 random bytes; only its SHA-256 is kept, so the link is
// shown once, when it is made, and a leaked database holds nothing that opens a feed. Rotating
// replaces the hash (the old link stops at once); turning off deletes it; deleting the account
// deletes it with the user (ON DELETE CASCADE).

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const sha256 = async (text: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** A new link for the user, replacing any earlier one; the token is returned once and never stored. */
export async function rotateCalendarFeed(db: Database, userId: string): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const tokenHash = await sha256(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
  return token;
}

export async function turnOffCalendarFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whether the user has a calendar link (read in the page's shared round trip). */
export async function hasCalendarFeed(db: Database, userId: string): Promise<boolean> {
  const rows = await batchedRead(db, db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)));
  return rows.length > 0;
}

/** Whose feed a token opens, or null (a malformed token is not looked up). */
export async function calendarFeedOwner(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const rows = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, await sha256(token)));
  return rows[0]?.userId ?? null;
}

/** Stable per user, school and round, never the date (a changed date updates the event), and opaque. */
export async function calendarEventUid(userId: string, school: string, round: string): Promise<string> {
  return `${(await sha256(`${userId}\n${school}\n${round}`)).slice(0, 32)}@scout`;
}

/** One event per school with a chosen round and a date: the school's name, the round and the date, nothing else. */
export async function calendarEvents(userId: string, plans: SchoolPlanView[]): Promise<CalendarEvent[]> {
  const chosen = plans.flatMap((plan) => (plan.chosen ? [{ school: plan.school, ...plan.chosen }] : []));
  return Promise.all(
    chosen.map(async ({ school, round, deadline, source }) => ({
      uid: await calendarEventUid(userId, school, round),
      summary: `${school} ${round} deadline`,
      description: source === "entered" ? "Date entered by you from the school's page." : "The school's date, as Scout has it.",
      deadline,
    })),
  );
}

/** An event's UID from its parts (the user first): stable, opaque. */
export async function opaqueEventUid(...parts: string[]): Promise<string> {
  return `${(await sha256(parts.join("\n"))).slice(0, 32)}@scout`;
}

/** The user's calendar file: their deadlines, and the events of the season after Submit a higher area hands in. */
export async function calendarFor(db: Database, userId: string, now: Date, season: CalendarEvent[] = []): Promise<string> {
  const events = await calendarEvents(userId, await listPlans(db, userId));
  return buildCalendar({ name: "MBA application deadlines (Scout)", events: [...events, ...season], now });
}

/** The answer for an .ics request: a download by default, or inline for a subscribed calendar app. */
export function calendarResponse(body: string, disposition: "attachment" | "inline"): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="scout-deadlines.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
