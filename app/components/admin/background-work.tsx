import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminTable } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { type BackgroundWorkReport, type DeadLetterView, type Percentiles, describeDeadLetter, formatSeconds } from "~/domain/platform/background-work";
import { ReaderTime } from "~/components/ui/reader-time";
import type { Toast } from "~/domain/platform/toast";

// The sections of /admin/work (app/routes/admin.work.tsx). Tables with a caption each, scrolling
// sideways on a phone; no user text is shown (the only texts are our own error messages).

const cell = "px-3 py-2 text-slate-800";
const when = (iso: string | null) => (iso ? <ReaderTime iso={iso} /> : "—");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const STATUS_LABELS = { queued: "Queued", generating: "Generating", done: "Done", failed: "Failed" } as const;

export function FeedbackJobsSection({ feedback, since }: { feedback: BackgroundWorkReport["feedback"]; since: string }) {
  const latency = (label: string, figures: Percentiles) => (
    <tr className="border-t border-slate-200">
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {label}
      </th>
      <td className={cell}>{formatSeconds(figures.p50)}</td>
      <td className={cell}>{formatSeconds(figures.p95)}</td>
      <td className={cell}>{figures.count}</td>
    </tr>
  );
  return (
    <Section id="feedback-jobs-heading" title="Feedback jobs">
      <p className="mt-1 text-sm text-slate-700">Asked for since {when(since)}.</p>
      <AdminTable caption="Jobs by status" headings={Object.values(STATUS_LABELS)} empty={null}>
        <tr className="border-t border-slate-200">
          {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
            <td key={status} className={cell}>
              {feedback.counts[status]}
            </td>
          ))}
        </tr>
      </AdminTable>
      <AdminTable caption="Latency" headings={["Measure", "p50", "p95", "Jobs measured"]} empty={null}>
        {latency("Time queued", feedback.queueWait)}
        {latency("Total, to feedback", feedback.total)}
      </AdminTable>
      <AdminTable caption="Failures" headings={["When", "Job", "For", "Tries", "Reason"]} empty={feedback.failures.length ? null : "No failures."}>
        {feedback.failures.map((failure) => (
          <tr key={failure.id} className="border-t border-slate-200 align-top">
            <td className={`${cell} whitespace-nowrap`}>{when(failure.at)}</td>
            <td className={cell}>
              <code className="text-xs">{failure.id.slice(0, 8)}</code>
            </td>
            <td className={cell}>{failure.target}</td>
            <td className={cell}>{failure.attempts}</td>
            <td className={cell}>{failure.error ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </Section>
  );
}

export function DeadLettersSection({ letters }: { letters: DeadLetterView[] }) {
  return (
    <Section id="dead-letters-heading" title="Dead letters">
      <p className="mt-1 text-sm text-slate-700">Messages whose every try failed. Waiting ones first.</p>
      <AdminTable caption="Dead letters" headings={["Queue", "What", "Tries", "When", "Status", "Action"]} empty={letters.length ? null : "No dead letters."}>
        {letters.map((letter) => (
          <DeadLetterRow key={letter.id} letter={letter} />
        ))}
      </AdminTable>
    </Section>
  );
}

function DeadLetterRow({ letter }: { letter: DeadLetterView }) {
  const fetcher = useFetcher<{ toast: Toast }>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  const what = describeDeadLetter(letter.subject);
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className={`${cell} whitespace-nowrap`}>{letter.queue}</td>
      <td className={cell}>{what}</td>
      <td className={cell}>{letter.attempts}</td>
      <td className={`${cell} whitespace-nowrap`}>{when(letter.createdAt)}</td>
      <td className={cell}>
        {letter.status === "waiting" ? (
          "Waiting"
        ) : (
          <>
            {`${letter.status === "retried" ? "Retried" : "Discarded"} by ${letter.handledBy ?? "?"}, `}
            {when(letter.handledAt)}
          </>
        )}
      </td>
      <td className={cell}>
        {letter.status === "waiting" ? (
          <fetcher.Form method="post" className="flex gap-2">
            <input type="hidden" name="id" value={letter.id} />
            <Button type="submit" name="intent" value="retry" size="sm" disabled={busy} aria-label={`Retry: ${what}`}>
              Retry
            </Button>
            <Button type="submit" name="intent" value="discard" size="sm" variant="secondary" disabled={busy} aria-label={`Discard: ${what}`}>
              Discard
            </Button>
          </fetcher.Form>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

export function TrialSweepSection({ sweeps }: { sweeps: BackgroundWorkReport["sweeps"] }) {
  return (
    <Section id="trial-sweep-heading" title="Trial sweep">
      <AdminTable
        caption="Last runs"
        headings={["When", "Trials ended", "Reminders queued", "End notices queued", "Took", "Error"]}
        empty={sweeps.length ? null : "No runs recorded yet."}
      >
        {sweeps.map((run) => (
          <tr key={run.id} className="border-t border-slate-200 align-top">
            <td className={`${cell} whitespace-nowrap`}>{when(run.scheduledAt)}</td>
            <td className={cell}>{run.expired}</td>
            <td className={cell}>{run.reminders}</td>
            <td className={cell}>{run.expiryNotices}</td>
            <td className={cell}>{formatSeconds(run.durationMs)}</td>
            <td className={cell}>{run.error ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </Section>
  );
}

export function StripeWebhooksSection({ stripe }: { stripe: BackgroundWorkReport["stripe"] }) {
  return (
    <Section id="stripe-webhooks-heading" title="Stripe webhooks">
      <AdminTable caption="Last events" headings={["When", "Type", "Outcome", "Event"]} empty={stripe.events.length ? null : "No events yet."}>
        {stripe.events.map((event) => (
          <tr key={event.id} className="border-t border-slate-200">
            <td className={`${cell} whitespace-nowrap`}>{when(event.at)}</td>
            <td className={cell}>{event.type}</td>
            <td className={cell}>{event.outcome}</td>
            <td className={cell}>
              <code className="text-xs">{event.id}</code>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable
        caption="Events not applied (Stripe delivers them again)"
        headings={["When", "Type", "Event", "Error"]}
        empty={stripe.failures.length ? null : "No failures."}
      >
        {stripe.failures.map((failure) => (
          <tr key={failure.id} className="border-t border-slate-200 align-top">
            <td className={`${cell} whitespace-nowrap`}>{when(failure.at)}</td>
            <td className={cell}>{failure.type}</td>
            <td className={cell}>
              <code className="text-xs">{failure.eventId}</code>
            </td>
            <td className={cell}>{failure.error}</td>
          </tr>
        ))}
      </AdminTable>
    </Section>
  );
}
