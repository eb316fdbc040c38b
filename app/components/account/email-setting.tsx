import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { type EmailSettingKey, emailSettings } from "~/domain/platform/email-settings";
import type { Toast } from "~/domain/platform/toast";

/** What a setting's fetcher reads: a toast, and whether those e-mails are now on. */
export type EmailSettingAnswer = { toast: Toast; on?: boolean };

// One kind of e-mail on /account, on unless the applicant turns it off here. The page's loader
// says the current setting; it is read again after each change.
export function EmailSetting({ setting, on }: { setting: EmailSettingKey; on: boolean }) {
  const copy = emailSettings[setting];
  const fetcher = useFetcher<EmailSettingAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  const headingId = `${copy.intent}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-800" role="status">
        <strong>{on ? "On:" : "Off:"}</strong> {on ? copy.on : copy.off}
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={copy.intent} />
        <input type="hidden" name="on" value={on ? "false" : "true"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Please wait…" : on ? copy.turnOff : copy.turnOn}
        </Button>
      </fetcher.Form>
    </section>
  );
}
