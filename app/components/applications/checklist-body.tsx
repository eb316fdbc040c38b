import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { ChecklistEntry, ItemFact } from "~/domain/applications/checklist";
import { checklistStatusLabels, CUSTOM_LABEL_LIMIT, type ChecklistStatus } from "~/domain/applications/checklist-items";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { SourceCitation } from "../catalogue/source-citation";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { StatusButtons } from "./checklist-status-buttons";
import { TestScores, type TestScore } from "./test-scores";
import { CHECKLIST_ACTION, useChecklistFetcher } from "./use-checklist-action";

type ChecklistProps = { school: string; entries: ChecklistEntry[]; scores: TestScore[] };

// Rendered once unfolded: what the school asks of each item (its words and source) is read then,
// for this school alone (GET /app/checklist), and shown as it arrives.
export function ChecklistBody({ school, entries, scores }: ChecklistProps) {
  const facts = useFetcher<{ facts: ItemFact[]; ownDomains: string[] }>();
  useEffect(() => {
    if (facts.state === "idle" && !facts.data) facts.load(`/app/checklist?school=${encodeURIComponent(school)}`);
  }, [facts, school]);
  const withFacts = entries.map((entry) => {
    const fact = facts.data?.facts.find((item) => item.kind === entry.kind);
    return fact && entry.fact
      ? { ...entry, fact: { ...entry.fact, detail: fact.detail, acceptedTests: fact.acceptedTests, source: fact.source, cycle: fact.cycle } }
      : entry;
  });
  const ownDomains = facts.data?.ownDomains ?? [];
  return (
    <>
      <ul className="mt-2 divide-y divide-slate-100" aria-busy={!facts.data}>
        {withFacts.map((entry) => (
          <li key={entry.key} className="py-2">
            <ChecklistItem school={school} entry={entry} scores={scores} ownDomains={ownDomains} />
          </li>
        ))}
      </ul>
      <AddItemForm school={school} />
    </>
  );
}

type ItemProps = { school: string; entry: ChecklistEntry; scores: TestScore[]; ownDomains: string[] };

function ChecklistItem({ school, entry, scores, ownDomains }: ItemProps) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{entry.label}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusColours[entry.status]}`}>
          {entry.status === "done" && entry.doneOn ? `Done ${formatCalendarDate(entry.doneOn)}` : checklistStatusLabels[entry.status]}
        </span>
      </div>
      <ItemFact school={school} entry={entry} ownDomains={ownDomains} />
      {entry.kind === "test" || entry.kind === "english" ? (
        <>
          <p className="mt-1 text-xs text-slate-700">{`Mark it done once your official score is sent to ${school}.`}</p>
          <TestScores scores={scores} kind={entry.kind === "english" ? "english" : "admissions"} accepted={entry.fact?.acceptedTests ?? null} school={school} />
        </>
      ) : null}
      {entry.kind === "interview" || entry.kind === "video" ? (
        <p className="mt-1 text-xs">
          <Link to="/app/interviews" className="font-medium text-brand-800 underline underline-offset-2">
            {entry.kind === "interview" ? "Practice in Mock Interviews" : "Practice a video essay"}
            <span className="sr-only">{` (${school})`}</span>
          </Link>
        </p>
      ) : null}
      <StatusButtons school={school} entry={entry} />
    </>
  );
}

const statusColours: Record<ChecklistStatus, string> = {
  to_do: "bg-slate-100 text-slate-800",
  done: "bg-green-100 text-green-900",
  not_needed: "bg-slate-100 text-slate-700",
};

/**
 * What the catalogue says of the item, cited by whose page it is (the school's own, or a third
 * party's reading with its age); or, honestly, that it is not verified.
 */
function ItemFact({ school, entry, ownDomains }: { school: string; entry: ChecklistEntry; ownDomains: string[] }) {
  if (!entry.fact) return <p className="mt-1 text-xs text-slate-700">Added by you</p>;
  const { asks, detail, source, cycle } = entry.fact;
  return (
    <p className="mt-1 text-xs text-slate-700">
      {asks === null ? `Not verified for ${school}: check the school's own application page. ` : detail ? `${detail} ` : null}
      <SourceCitation sources={[source]} ownDomains={ownDomains} age={cycle} about={`for ${entry.label}, ${school}`} />
    </p>
  );
}

function AddItemForm({ school }: { school: string }) {
  const fetcher = useChecklistFetcher();
  const [form, fields] = useForm<{ label: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={CHECKLIST_ACTION} className="mt-2 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="school" value={school} />
      <Field label={`Add an item for ${school}`} field={fields.label} maxLength={CUSTOM_LABEL_LIMIT} className="min-w-0 flex-1" />
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        Add item
      </Button>
    </fetcher.Form>
  );
}
