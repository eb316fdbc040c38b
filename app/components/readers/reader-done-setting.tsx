import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { Toast } from "~/domain/platform/toast";

/** What the setting's fetcher reads: a toast, and whether the e-mails are now on. */
export type ReaderDoneAnswer = { toast: Toast; on?: boolean };

// An e-mail when a reader says they are done reading, on unless the applicant turns it off here.
// The essay's page says it either way.
export function ReaderDoneSetting({ on }: { on: boolean }) {
  const fetcher = useFetcher<ReaderDoneAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="reader-done-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="reader-done-heading" className="text-lg font-semibold text-slate-900">
        When a reader is done
      </h2>
      <p className="mt-2 text-sm text-slate-800" role="status">
        <strong>{on ? "On:" : "Off:"}</strong>{" "}
        {on
          ? "we e-mail you when someone you asked to read an essay says they are done, with how many comments they left."
          : "you get no e-mail when a reader is done. The essay's page still says who is done."}
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="reader-done-emails" />
        <input type="hidden" name="on" value={on ? "false" : "true"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Please wait…" : on ? "Turn off e-mails when a reader is done" : "Turn on e-mails when a reader is done"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
