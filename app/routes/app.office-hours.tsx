import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ReaderTime } from "~/components/ui/reader-time";
import { nextHotSeatRelease } from "~/domain/deadlines/hot-seat";
import { requireUser } from "~/web/session.server";

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

// Office hours with a coach: only the services this installation has set up. With none of them,
// the page is not in the navigation (app/components/workspace/workspace-sections.ts), and at its address it
// says so in one line instead of three cards that each said "not open yet".
export default function OfficeHours() {
  const { formUrl, bookingUrl, voiceMemoUrl, nextRelease } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Office Hours</h1>
      {!formUrl && !bookingUrl && !voiceMemoUrl ? <Closed /> : null}
      {formUrl ? (
        <section aria-labelledby="questions-heading" className={card}>
          <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
            Written questions
          </h2>
          <p className="mt-2 text-slate-700">Send up to 2 questions a week. A coach replies in 2-3 business days.</p>
          <iframe src={formUrl} title="Office hours question form" className="mt-4 h-[560px] w-full rounded-lg border border-slate-200" />
        </section>
      ) : null}
      {bookingUrl ? (
        <section aria-labelledby="hot-seat-heading" className={card}>
          <h2 id="hot-seat-heading" className="text-lg font-semibold text-slate-900">
            Hot Seat coaching
          </h2>
          <p className="mt-2 text-slate-700">15-minute one-to-one slots, released every Friday at 12pm ET.</p>
          <p className="mt-2 font-medium text-slate-900">
            {"Next release: "}
            <ReaderTime iso={nextRelease} />
          </p>
          <a href={bookingUrl} target="_blank" rel="noreferrer" className={linkButton}>
            Book a Hot Seat slot
          </a>
        </section>
      ) : null}
      {voiceMemoUrl ? (
        <section aria-labelledby="memo-heading" className={card}>
          <h2 id="memo-heading" className="text-lg font-semibold text-slate-900">
            Voice memo
          </h2>
          <p className="mt-2 text-slate-700">Prefer to talk? Leave an optional 90-second voice memo and get a reply within 48 hours.</p>
          <a href={voiceMemoUrl} target="_blank" rel="noreferrer" className={linkButton}>
            Record a voice memo
          </a>
        </section>
      ) : null}
    </div>
  );
}

function Closed() {
  return (
    <section aria-label="Office hours are not open" className={card}>
      <p className="text-slate-900">Office hours with a coach are not open yet. When they open, you will find them in the menu.</p>
      <p className="mt-2 text-slate-700">
        {"Until then, "}
        <Link to="/app/ask" className="font-medium text-brand-700 underline">
          Ask Scout
        </Link>
        {" can talk your questions through, and the "}
        <Link to="/app/learning" className="font-medium text-brand-700 underline">
          Learning Hub
        </Link>
        {" has guides for each step of the application."}
      </p>
    </section>
  );
}
