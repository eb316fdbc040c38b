import { getFormProps, useForm } from "@conform-to/react";
import { type ChecklistStatus, checklistStatusLabels } from "~/domain/applications/checklist-items";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { MatriculationEntry } from "~/domain/offers/matriculation";
import type { SourcedNote } from "~/domain/offers/visa-steps";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { StatusMoves } from "../ui/status-moves";
import { BEFORE_YOU_START_PATH, useSeasonFetcher } from "./season-fetcher";

// One item of a chosen school's checklist: where it stands, what sourced pages say of it (each
// with whose page and its date) or that Scout does not have it, the applicant's own date, and the
// moves from where it stands, as the application checklist's items have them.

const statusColours: Record<ChecklistStatus, string> = {
  to_do: "bg-slate-100 text-slate-800",
  done: "bg-green-100 text-green-900",
  not_needed: "bg-slate-100 text-slate-700",
};

/** Which item a form names: a fixed kind of a school, or the applicant's own item. */
function targetOf(school: string, entry: MatriculationEntry, verb: "status" | "date"): Record<string, string> {
  return entry.itemId ? { intent: `own-${verb}`, itemId: entry.itemId } : { intent: `item-${verb}`, school, kind: entry.kind };
}

const Hidden = ({ fields }: { fields: Record<string, string> }) =>
  Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

export function MatriculationItem({ school, entry }: { school: string; entry: MatriculationEntry }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">{entry.label}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusColours[entry.status]}`}>
          {entry.status === "done" && entry.doneOn ? `Done ${formatCalendarDate(entry.doneOn)}` : checklistStatusLabels[entry.status]}
        </span>
      </div>
      {entry.dueOn ? <p className="mt-1 text-sm text-slate-800">{`Your date: ${formatCalendarDate(entry.dueOn)}`}</p> : null}
      {entry.notes.length ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {entry.notes.map((note) => (
            <Note key={note.url + note.text} note={note} about={entry.label} />
          ))}
        </ul>
      ) : null}
      {entry.hint ? <p className="mt-1 text-sm text-slate-700">{entry.hint}</p> : null}
      {entry.kind === "custom" ? <p className="mt-1 text-sm text-slate-700">Added by you</p> : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <StatusButtons school={school} entry={entry} />
        <DateForm school={school} entry={entry} />
      </div>
    </>
  );
}

function Note({ note, about }: { note: SourcedNote; about: string }) {
  return (
    <li>
      <span className="break-words">{note.text}</span>
      <span className="block text-slate-700">
        {`Source: ${note.owner}, ${note.pageDate ? `page dated ${formatCalendarDate(note.pageDate)}` : "the page carries no date, so check it is current"}. `}
        <a href={note.url} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">
          Read the source<span className="sr-only">{` for ${about}`}</span>
        </a>
      </span>
    </li>
  );
}

function StatusButtons({ school, entry }: { school: string; entry: MatriculationEntry }) {
  const fetcher = useSeasonFetcher();
  return <StatusMoves fetcher={fetcher} action={BEFORE_YOU_START_PATH} school={school} item={entry} target={targetOf(school, entry, "status")} />;
}

function DateForm({ school, entry }: { school: string; entry: MatriculationEntry }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ dueOn: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={BEFORE_YOU_START_PATH} className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <Hidden fields={targetOf(school, entry, "date")} />
      <Field label={`Your date for ${entry.label}`} field={fields.dueOn} type="date" defaultValue={entry.dueOn ?? ""} className="text-sm" />
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Save date: ${entry.label}, ${school}`}>
        Save date
      </Button>
    </fetcher.Form>
  );
}
