import { useForm } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { roundDateKindLabels, roundDateKinds, roundDateText, type RoundDate } from "~/domain/catalogue/round-dates";
import { classifySources } from "~/domain/catalogue/sources";
import type { FormAnswer } from "~/domain/platform/forms";
import { AdminTable } from "./admin-table";
import { AddEntryCard, RemoveRowButton } from "./school-facts-page";
import { Field, SelectField, TextAreaField } from "../ui/field";

// A school's interview-invitation and decision dates as operators keep them: every cycle's, each
// with whose page it was read on; a date is added with its source or removed, never edited in place.

type School = { name: string; cycle: string; ownDomains: string[]; dates: RoundDate[] };

export function RoundDatesEditor({ school, answer }: { school: School; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <AdminTable
        headings={["Cycle", "Round", "For", "Date", "Read on", "Remove"]}
        empty={school.dates.length ? null : "No dates: applicants read “Scout does not have this year's date”."}
      >
        {school.dates.map((date) => (
          <tr key={date.id} className="border-t border-slate-200">
            <td className="px-3 py-2">{date.cycle}</td>
            <th scope="row" className="px-3 py-2 font-medium">
              {date.round}
            </th>
            <td className="px-3 py-2">{roundDateKindLabels[date.kind]}</td>
            <td className="px-3 py-2">{roundDateText(date)}</td>
            <td className="px-3 py-2">
              {classifySources(date.sources, school.ownDomains)
                .map((source) => `${source.site} (${source.owner === "school" ? "the school" : "third party"})`)
                .join(", ")}
              {date.pageDate ? `, page dated ${date.pageDate}` : ""}
            </td>
            <td className="px-3 py-2">
              <RemoveRowButton value={date.id} disabled={busy} label={`Remove ${date.cycle} ${date.round} ${roundDateKindLabels[date.kind]}`} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AddRoundDate cycle={school.cycle} answer={answer} />
    </>
  );
}

function AddRoundDate({ cycle, answer }: { cycle: string; answer: FormAnswer | undefined }) {
  const mine = answer?.result?.initialValue?.intent === "add";
  const [form, fields] = useForm({ id: "add-round-date", lastResult: mine ? answer.result : undefined });
  const busy = useNavigation().state !== "idle";
  return (
    <AddEntryCard form={form} heading="Add a date" submit="Add the date" busy={busy}>
      <Field label="Cycle" field={fields.cycle} defaultValue={cycle} maxLength={24} required hint="The cycle the source gives the date for." />
      <Field label="Round" field={fields.round} maxLength={40} required hint="As the school names it: R1, Stage 2." />
      <SelectField label="The date of" field={fields.kind} defaultValue="decision">
        {roundDateKinds.map((kind) => (
          <option key={kind} value={kind}>
            {roundDateKindLabels[kind]}
          </option>
        ))}
      </SelectField>
      <Field label="Date" field={fields.date} type="date" />
      <Field label="Or the source's words" field={fields.approx} maxLength={80} hint="Only when it gives no day: “early December 2026”." />
      <Field label="Page's own date (optional)" field={fields.pageDate} type="date" />
      <div className="sm:col-span-2">
        <TextAreaField label="Sources" field={fields.sources} rows={2} maxLength={2_000} required hint="The pages it was read on, one per line (https://…)." />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Note applicants read (optional)" field={fields.note} rows={2} maxLength={300} />
      </div>
    </AddEntryCard>
  );
}
