import type { FetcherWithComponents } from "@remix-run/react";
import type { UsageKind } from "~/domain/billing/usage-limits";
import { Button } from "~/components/ui/button";
import { AdminCard, AdminTable } from "../admin-table";

const COUNTERS: { kind: UsageKind; label: string; shown: "messages" | "voice" | "essays" }[] = [
  { kind: "textMessages", label: "Chat messages", shown: "messages" },
  { kind: "voiceSeconds", label: "Voice time", shown: "voice" },
  { kind: "essaysCreated", label: "Essays written", shown: "essays" },
];

type MonthRow = { month: string; messages: number; voiceSessions: number; feedbackRuns: number };

// A user's counters, each with a reset (the page's action answers it), and their months.
export function UserUsageCard({
  shown,
  history,
  fetcher,
  busy,
}: {
  shown: Record<"messages" | "voice" | "essays", string>;
  history: MonthRow[];
  fetcher: FetcherWithComponents<unknown>;
  busy: boolean;
}) {
  return (
    <AdminCard id="usage-heading" title="Usage">
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {COUNTERS.map((counter) => (
          <li key={counter.kind} className="flex flex-wrap items-center gap-3">
            <span className="w-36 text-slate-700">{counter.label}</span>
            <span className="w-20 font-medium text-slate-900">{shown[counter.shown]}</span>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="reset-usage" />
              <input type="hidden" name="kind" value={counter.kind} />
              <Button type="submit" variant="secondary" disabled={busy} aria-label={`Reset ${counter.label.toLowerCase()} to zero`}>
                Reset
              </Button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      <AdminTable caption="By month" headings={["Month", "Messages", "Voice sessions", "Feedback runs"]}>
        {history.map((row) => (
          <tr key={row.month} className="border-t border-slate-200 text-slate-900">
            <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
              {row.month}
            </th>
            <td className="px-3 py-2">{row.messages}</td>
            <td className="px-3 py-2">{row.voiceSessions}</td>
            <td className="px-3 py-2">{row.feedbackRuns}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminCard>
  );
}
