import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { DeadlinesActionData } from "~/domain/schools/school-plan";
import { Button, buttonClasses } from "../ui/button";
import { useToastFor } from "../ui/toast";

// The calendar: a file to download, and a private link a calendar app subscribes to. The link is
// shown once, when it is made (only its hash is kept); rotating makes a new one and stops the old.
export function CalendarFeed({ feedOn }: { feedOn: boolean }) {
  const fetcher = useFetcher<DeadlinesActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  const headingId = useId();
  const linkId = useId();
  const feedUrl = fetcher.state === "idle" ? fetcher.data?.feedUrl : undefined;
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Calendar
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        One event per school at the deadline of your chosen round, with an alarm 3 days before. Only school names, rounds and dates are in it.
      </p>
      <a href="/app/deadlines.ics" download className={`${buttonClasses("secondary")} mt-3`}>
        Download .ics
      </a>
      <h3 className="mt-6 font-semibold text-slate-900">Subscribe in a calendar app</h3>
      <p className="mt-1 text-sm text-slate-700">
        {feedOn
          ? "Your private link is on. It was shown once when you made it; rotate it to get a new one (the old one stops working)."
          : "A private link your calendar app checks for changes. Anyone with the link sees your deadlines, so keep it to yourself."}
      </p>
      {feedUrl ? (
        <div className="mt-3">
          <label htmlFor={linkId} className="mb-1 block text-sm font-medium text-slate-800">
            Your private calendar link (copy it now: it is not shown again)
          </label>
          <input id={linkId} readOnly value={feedUrl} className="block h-10 w-full rounded-md border border-slate-300 px-3 font-mono text-sm text-slate-900" />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <fetcher.Form method="post" action="/app/deadlines">
          <input type="hidden" name="intent" value="rotate-feed" />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {feedOn ? "Rotate link" : "Make a private link"}
          </Button>
        </fetcher.Form>
        {feedOn ? (
          <fetcher.Form method="post" action="/app/deadlines">
            <input type="hidden" name="intent" value="turn-off-feed" />
            <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
              Turn off
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}
