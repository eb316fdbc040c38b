import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarFeedOwner, calendarFor, calendarResponse } from "~/services/deadlines/calendar-feeds.server";

// /calendar/<token>.ics: the private subscription a calendar app fetches, with no session. The
// token alone says whose deadlines these are; a wrong, rotated or turned-off one is a bare 404.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = /^(.+)\.ics$/.exec(params.feed ?? "")?.[1];
  const userId = token ? await calendarFeedOwner(context.app.db, token) : null;
  if (!userId) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return calendarResponse(await calendarFor(context.app.db, userId, new Date()), "inline");
}
