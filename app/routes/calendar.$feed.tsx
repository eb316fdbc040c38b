import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarFeedOwner, calendarResponse } from "~/services/deadlines/calendar-feeds.server";
import { applicantCalendar } from "~/services/offers/season-calendar.server";
import { notFound } from "~/web/http-errors.server";

// /calendar/<token>.ics: the private subscription a calendar app fetches, with no session. The
// token alone says whose deadlines (and interview slots, offers' deadlines, decision days) these are; a wrong, rotated or turned-off one is a bare 404.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = /^(.+)\.ics$/.exec(params.feed ?? "")?.[1];
  const userId = token ? await calendarFeedOwner(context.app.db, token) : null;
  // A calendar app reads only the status: the one 404, kept out of caches.
  if (!userId) return notFound({ headers: { "Cache-Control": "no-store" } });
  return calendarResponse(await applicantCalendar(context.app.db, userId, new Date()), "inline");
}
