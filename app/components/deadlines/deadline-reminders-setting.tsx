import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { Toast } from "~/domain/platform/toast";

/** What the setting's fetcher reads: a toast, and whether reminders are now on. */
export type DeadlineRemindersAnswer = { toast: Toast; on?: boolean };

// Deadline reminder e-mails, on unless the applicant turns them off here or through the link in
// a reminder. The page's loader says the current setting; it is read again after each change.
export function DeadlineRemindersSetting({ on }: { on: boolean }) {
  const fetcher = useFetcher<DeadlineRemindersAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="deadline-reminders-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="deadline-reminders-heading" className="text-lg font-semibold text-slate-900">
        Deadline reminders by e-mail
      </h2>
      <p className="mt-2 text-sm text-slate-800" role="status">
        <strong>{on ? "On:" : "Off:"}</strong>{" "}
        {on
          ? "we e-mail you 14, 3 and 1 days before each deadline you plan by, with what is still at risk, and 14, 7 and 2 days before each recommendation letter is due while it is not submitted."
          : "you get no deadline or letter reminder e-mails. Your deadlines page still shows every date."}
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="deadline-reminders" />
        <input type="hidden" name="on" value={on ? "false" : "true"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Please wait…" : on ? "Turn off deadline reminders" : "Turn on deadline reminders"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
