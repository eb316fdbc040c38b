import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { SentSummary } from "~/domain/submissions/page-data";
import { Button } from "../ui/button";
import { readyPath, useSubmitFetcher } from "./use-submit-action";

// A school marked submitted: when and in which round, the read-only copy of what was sent, and
// undo while it is a day old at most.
export function SubmittedPanel({ school, sent }: { school: string; sent: SentSummary }) {
  const fetcher = useSubmitFetcher();
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <strong>Submitted</strong> {`${formatCalendarDate(sent.submittedOn)}, ${sent.round}. What you sent is kept as it was; edits now make new versions.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${readyPath(school)}/sent`}
          className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Open what you sent
        </Link>
        <Link
          to={`/app/standing/${encodeURIComponent(school)}`}
          className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          Interview and decision
        </Link>
        {sent.canUndo ? (
          <fetcher.Form method="post" action={readyPath(school)}>
            <input type="hidden" name="intent" value="undo" />
            <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
              Undo Submitted
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </div>
  );
}
