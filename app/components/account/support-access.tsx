import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { DEFAULT_SUPPORT_ACCESS_HOURS, supportAccessDurations } from "~/domain/account/support-access";
import type { Toast } from "~/domain/platform/toast";
import { ReaderTime } from "~/components/ui/reader-time";

/** What the support-access form's fetcher reads: a toast, and when access now ends (null: off). */
export type SupportAccessAnswer = { toast: Toast; until?: string | null };

// Support never sees essay text unless the user lets them here, for a time they choose; while
// access is open it says so, with the end time and a way to end it now.
export function SupportAccess({ until }: { until: string | null }) {
  const fetcher = useFetcher<SupportAccessAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="support-access-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="support-access-heading" className="text-lg font-semibold text-slate-900">
        Support access
      </h2>
      {until ? (
        <>
          <p className="mt-2 text-sm text-slate-800" role="status">
            <strong>On:</strong> Scout support can read your essays until <ReaderTime iso={until} />.
          </p>
          <fetcher.Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="revoke-support" />
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? "Please wait…" : "End support access now"}
            </Button>
          </fetcher.Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Support can see your plan and usage, never your essays. If you want help with an essay, let them read your essays for a while. You can end it at any
            time.
          </p>
          <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="grant-support" />
            <div>
              <label htmlFor="support-hours" className="mb-1 block text-sm font-medium text-slate-800">
                For
              </label>
              <select
                id="support-hours"
                name="hours"
                defaultValue={String(DEFAULT_SUPPORT_ACCESS_HOURS)}
                className="h-10 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
              >
                {supportAccessDurations.map((duration) => (
                  <option key={duration.hours} value={duration.hours}>
                    {duration.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? "Please wait…" : "Let support read my essays"}
            </Button>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
