import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarFeedOwner, calendarFor, calendarResponse } from "~/services/deadlines/calendar-feeds.server";
import { notFound } from "~/web/http-errors.server";

// /calendar/<token>.ics: the private subscription a calendar app fetches, with no session. The
// token alone says whose deadlines these are; a wrong, rotated or turned-off one is a bare 404.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = /^(.+)\.ics$/.exec(params.feed ?? "")?.[1];
  const userId = token ? await calendarFeedOwner(context.app.db, token) : null;
  // A calendar app reads only the status: the one 404, kept out of caches.
  if (!userId) return notFound({ headers: { "Cache-Control": "no-store" } });
  return calendarResponse(await calendarFor(context.app.db, userId, new Date()), "inline");
}
