import { useForm } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { type SeasonFact, ageLabel, factTopics, ownerLabel, topicLabels } from "~/domain/offers/offer-types";
import type { FormAnswer } from "~/domain/platform/forms";
import { currencies, formatMoney } from "~/domain/platform/money";
import { AdminTable } from "./admin-table";
import { AddEntryCard, RemoveRowButton } from "./school-facts-page";
import { Field, SelectField, TextAreaField } from "../ui/field";

// A school's season facts as operators keep them: each with its owner and cycle as applicants
// read them; a fact is added with its source or removed, never edited in place (the audit log
// keeps what each replaced).

type School = { name: string; cycle: string; ownDomains: string[]; facts: SeasonFact[] };

const yesNo = (value: boolean | null, yes: string, no: string) => (value === null ? null : value ? yes : no);

/** The structured part of a fact, in words: what pages and reminders use beyond its words. */
export function factDetails(fact: SeasonFact): string {
  const parts = [
    fact.acceptsUpdates === "no" ? "wants nothing from waitlisted applicants" : fact.acceptsUpdates === "yes" ? "takes updates" : null,
    fact.updatesWhen ? `when: ${fact.updatesWhen}` : null,
    fact.wordLimit ? `${fact.wordLimit} words at most` : null,
    fact.cadenceDays ? `cadence: every ${fact.cadenceDays} days (waitlist reminders follow it)` : null,
    fact.amountMinor !== null && fact.currency ? formatMoney(fact.amountMinor, fact.currency) : null,
    yesNo(fact.refundable, "refundable", "not refundable"),
    yesNo(fact.binding, "binding", "not binding"),
  ].filter(Boolean);
  return parts.join("; ") || "Words only";
}

export function SeasonFactsEditor({ school, answer }: { school: School; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {factTopics.map((topic) => {
        const facts = school.facts.filter((fact) => fact.topic === topic);
        return (
          <section key={topic} aria-labelledby={`facts-${topic}`}>
            <h3 id={`facts-${topic}`} className="font-semibold text-slate-900">
              {topicLabels[topic]}
            </h3>
            {/* No empty table: a table that scrolls sideways on a phone needs a control in it to be reached by keyboard. */}
            {facts.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">None: applicants read “Scout does not have this” with the school&apos;s page linked.</p>
            ) : (
              <AdminTable headings={["What the source says", "Used by pages", "Owner and cycle", "Remove"]}>
                {facts.map((fact) => (
                  <tr key={fact.id} className="border-t border-slate-200 align-top">
                    <th scope="row" className="max-w-md px-3 py-2 font-normal break-words">
                      {fact.value}
                      {fact.note ? <span className="block text-slate-600">{`Note: ${fact.note}`}</span> : null}
                    </th>
                    <td className="px-3 py-2">{factDetails(fact)}</td>
                    <td className="px-3 py-2">
                      <a href={fact.sourceUrl} className="text-brand-700 underline break-all" rel="noreferrer noopener" target="_blank">
                        {ownerLabel(fact.sourceOwner)}
                      </a>
                      {`, ${ageLabel(fact.cycle, school.cycle)}${fact.pageDate ? `, page dated ${fact.pageDate}` : ""}`}
                    </td>
                    <td className="px-3 py-2">
                      <RemoveRowButton value={fact.id} disabled={busy} label={`Remove ${topicLabels[topic]}: ${fact.value.slice(0, 60)}`} />
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </section>
        );
      })}
      {/* Keyed by the facts held: once one is added or removed the form starts empty, its last refusal gone. */}
      <AddSeasonFact key={school.facts.map((fact) => fact.id).join()} cycle={school.cycle} answer={answer} />
    </>
  );
}

function AddSeasonFact({ cycle, answer }: { cycle: string; answer: FormAnswer | undefined }) {
  const [form, fields] = useForm({ id: "add-season-fact", lastResult: answer?.result });
  const busy = useNavigation().state !== "idle";
  return (
    <AddEntryCard form={form} heading="Add a fact" submit="Add the fact" busy={busy}>
      <SelectField label="About" field={fields.topic} defaultValue="waitlist">
        {factTopics.map((topic) => (
          <option key={topic} value={topic}>
            {topicLabels[topic]}
          </option>
        ))}
      </SelectField>
      <Field label="Cycle" field={fields.cycle} defaultValue={cycle} maxLength={24} required hint="The cycle the source speaks of." />
      <div className="sm:col-span-2">
        <TextAreaField label="What the source says" field={fields.value} rows={2} maxLength={500} required hint="Paraphrased; applicants read it as is." />
      </div>
      <Field label="Source page" field={fields.sourceUrl} type="url" maxLength={2_000} required hint="https://…" />
      <Field label="Page's own date (optional)" field={fields.pageDate} type="date" />
      <SelectField label="Whose page" field={fields.owner} defaultValue="school">
        <option value="school">The school&apos;s own</option>
        <option value="third-party">A third party&apos;s</option>
      </SelectField>
      <Field label="Third party's name" field={fields.thirdParty} maxLength={120} hint="Only for a third party's page: “Clear Admit”." />
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="font-medium text-slate-900">Waitlist only</legend>
        <SelectField label="Takes updates from waitlisted applicants" field={fields.acceptsUpdates} defaultValue="unknown">
          <option value="unknown">Not stated</option>
          <option value="yes">Yes</option>
          <option value="no">No: wants nothing</option>
        </SelectField>
        <Field label="When it takes them" field={fields.updatesWhen} maxLength={200} hint="The source's words: “after January 15”." />
        <Field label="Word limit" field={fields.wordLimit} inputMode="numeric" maxLength={6} />
        <Field
          label="Update cadence (days)"
          field={fields.cadenceDays}
          inputMode="numeric"
          maxLength={6}
          hint="Days between the school's reviews or updates. Waitlisted applicants are e-mailed at it."
        />
      </fieldset>
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="font-medium text-slate-900">Deposit or cost of attendance</legend>
        <Field label="Amount" field={fields.amount} inputMode="decimal" maxLength={24} hint="One year's cost, or the deposit." />
        <SelectField label="Currency" field={fields.currency} defaultValue="USD">
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField label="Refundable (deposit)" field={fields.refundable} defaultValue="unknown">
          <option value="unknown">Not stated</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </SelectField>
        <SelectField label="Binding (deposit)" field={fields.binding} defaultValue="unknown">
          <option value="unknown">Not stated</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </SelectField>
      </fieldset>
      <div className="sm:col-span-2">
        <TextAreaField label="Note applicants read (optional)" field={fields.note} rows={2} maxLength={300} />
      </div>
    </AddEntryCard>
  );
}
