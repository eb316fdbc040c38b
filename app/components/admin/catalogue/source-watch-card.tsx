import { useFetcher } from "@remix-run/react";
import { AdminCard } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { CatalogueAnswer } from "~/domain/catalogue/catalogue-edit";
import type { SourceCheckView as SourceCheck } from "~/domain/catalogue/source-watch";
import { formatDate } from "~/domain/deadlines/dates";

const day = (iso: string | null) => (iso ? formatDate(iso, "date", "UTC") : "an earlier run");

// The school's source pages as the daily watch last read them: unchanged, changed since an
// operator reviewed them (with the text diff), or failing (with the back-off). Applicants see
// nothing of this: an operator edits and publishes the catalogue, then marks the page reviewed.
export function SourceWatchCard({ sources }: { sources: SourceCheck[] }) {
  return (
    <AdminCard id="source-watch-heading" title="Sources watched">
      {sources.length === 0 ? <p className="mt-2 text-sm text-slate-700">No source pages yet.</p> : null}
      <ul className="mt-2 flex flex-col gap-3 text-sm">
        {sources.map((source) => (
          <li key={source.url} className="rounded-md border border-slate-200 p-3">
            <a href={source.url} className="break-all text-brand-700 underline" rel="noreferrer noopener" target="_blank">
              {source.url}
            </a>
            <SourceState source={source} />
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}

function SourceState({ source }: { source: SourceCheck }) {
  if (source.state === "unchecked") return <p className="mt-1 text-slate-700">Not checked yet: the daily watch reads it next.</p>;
  if (source.state === "unchanged")
    return <p className="mt-1 text-slate-700">{`Unchanged since checked on ${day(source.reviewedAt)} (last read ${day(source.checkedAt)}).`}</p>;
  if (source.state === "failing")
    return <p className="mt-1 text-amber-800">{`Could not check: ${source.lastError ?? "unknown error"}. Next try ${day(source.nextTryAt)}.`}</p>;
  return (
    <div className="mt-1">
      <p className="font-semibold text-amber-800">{`Source changed since checked on ${day(source.reviewedAt)}`}</p>
      <pre aria-label={`What changed on ${source.url}`} className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">
        {source.diff?.map((line, index) => (
          <span
            key={index}
            className={
              line.change === "added"
                ? "block bg-green-100 text-green-900"
                : line.change === "removed"
                  ? "block bg-red-100 text-red-900"
                  : "block text-slate-700"
            }
          >
            {`${line.change === "added" ? "+ " : line.change === "removed" ? "− " : "  "}${line.text}`}
          </span>
        ))}
      </pre>
      <ReviewedButton url={source.url} />
    </div>
  );
}

function ReviewedButton({ url }: { url: string }) {
  const fetcher = useFetcher<CatalogueAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  return (
    <fetcher.Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="source-reviewed" />
      <input type="hidden" name="url" value={url} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`Mark reviewed: ${url}`}>
        Mark reviewed
      </Button>
    </fetcher.Form>
  );
}
