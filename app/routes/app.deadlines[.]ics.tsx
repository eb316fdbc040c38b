import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarResponse } from "~/services/deadlines/calendar-feeds.server";
import { applicantCalendar } from "~/services/offers/season-calendar.server";
import { requireUser } from "~/web/session.server";

// /app/deadlines.ics: the signed-in applicant's chosen deadlines and the season after Submit as a calendar file to download.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return calendarResponse(await applicantCalendar(context.app.db, user.id, new Date()), "attachment");
}
