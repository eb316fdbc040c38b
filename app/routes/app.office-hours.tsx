import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { nextHotSeatRelease } from "~/domain/deadlines/hot-seat";
import { requireUser } from "~/web/session.server";
import { formatDate } from "~/domain/deadlines/dates";

export const meta: MetaFunction = () => [{ title: "Office Hours · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const { settings } = context.app;
  return {
    formUrl: settings.OFFICE_HOURS_FORM_URL ?? null,
    bookingUrl: settings.HOT_SEAT_BOOKING_URL ?? null,
    voiceMemoUrl: settings.VOICE_MEMO_URL ?? null,
    nextRelease: nextHotSeatRelease(new Date()).toISOString(),
  };
}

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const linkButton = "mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

export default function OfficeHours() {
  const { formUrl, bookingUrl, voiceMemoUrl, nextRelease } = useLoaderData<typeof loader>();
  // Shown in the reader's own time zone, which only the browser knows.
  const [localRelease, setLocalRelease] = useState<string | null>(null);
  useEffect(() => {
    setLocalRelease(formatDate(nextRelease, "weekdayTime"));
  }, [nextRelease]);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Office Hours</h1>
      <section aria-labelledby="questions-heading" className={card}>
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          Written questions
        </h2>
        <p className="mt-2 text-slate-700">Send up to 2 questions a week. A coach replies in 2-3 business days.</p>
        {formUrl ? (
          <iframe src={formUrl} title="Office hours question form" className="mt-4 h-[560px] w-full rounded-lg border border-slate-200" />
        ) : (
          <p className="mt-4 text-sm text-slate-700">The question form is not open yet. Please check back soon.</p>
        )}
      </section>
      <section aria-labelledby="hot-seat-heading" className={card}>
        <h2 id="hot-seat-heading" className="text-lg font-semibold text-slate-900">
          Hot Seat coaching
        </h2>
        <p className="mt-2 text-slate-700">15-minute one-to-one slots, released every Friday at 12pm ET.</p>
        <p className="mt-2 font-medium text-slate-900">{`Next release: ${localRelease ?? "Friday at 12pm ET"}`}</p>
        {bookingUrl ? (
          <a href={bookingUrl} target="_blank" rel="noreferrer" className={linkButton}>
            Book a Hot Seat slot
          </a>
        ) : (
          <p className="mt-4 text-sm text-slate-700">Booking is not open yet. Please check back soon.</p>
        )}
      </section>
      <section aria-labelledby="memo-heading" className={card}>
        <h2 id="memo-heading" className="text-lg font-semibold text-slate-900">
          Voice memo
        </h2>
        <p className="mt-2 text-slate-700">Prefer to talk? Leave an optional 90-second voice memo and get a reply within 48 hours.</p>
        {voiceMemoUrl ? (
          <a href={voiceMemoUrl} target="_blank" rel="noreferrer" className={linkButton}>
            Record a voice memo
          </a>
        ) : (
          <p className="mt-4 text-sm text-slate-700">Voice memos are not open yet. Please check back soon.</p>
        )}
      </section>
    </div>
  );
}
