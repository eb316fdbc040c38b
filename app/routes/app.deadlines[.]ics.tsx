import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarFor, calendarResponse } from "~/services/deadlines/calendar-feeds.server";
import { requireUser } from "~/web/session.server";

// /app/deadlines.ics: the signed-in applicant's chosen deadlines as a calendar file to download.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return calendarResponse(await calendarFor(context.app.db, user.id, new Date()), "attachment");
}
