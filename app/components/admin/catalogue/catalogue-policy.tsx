import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { CatalogueSourceFields } from "./catalogue-source-fields";
import { CatalogueItemAction } from "./catalogue-item-actions";
import { AI_POLICY_CLASSES, aiPolicyLabels, checkedDate } from "~/domain/ai-policy/ai-policy";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { type CatalogueItemView, POLICY_QUOTE_MAX, POLICY_SUMMARY_MAX, type PolicyFields } from "~/domain/catalogue/catalogue-edit";
import { SourceList } from "./source-list";

// The school's AI policy for a cycle (docs/ai-policy.md): what applicants see, the draft
// waiting to replace it (publish or discard), and the form that writes a draft. "Unknown" means
// not found: Scout coaches as standard, and applicants read "No published policy found".
export function CataloguePolicy({ cycle, items }: { cycle: string; items: CatalogueItemView<PolicyFields>[] }) {
  const item = items[0] ?? { published: null, draft: null };
  const shown = item.draft ?? item.published;
  return (
    <section aria-labelledby="policy-heading">
      <h3 id="policy-heading" className="text-base font-semibold text-slate-900">{`AI policy in ${shortCycle(cycle)}`}</h3>
      {!shown ? <p className="mt-2 text-sm text-slate-700">No policy recorded for this cycle: applicants read “No published policy found”.</p> : null}
      <div className="mt-3 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        {item.published ? (
          <PolicySummary policy={item.published} label={item.draft ? "Applicants see" : null}>
            <CatalogueItemAction intent="verify" kind="policy" id={item.published.id} name="AI policy" />
          </PolicySummary>
        ) : null}
        {item.draft ? (
          <div className={item.published ? "border-t border-dashed border-amber-400 pt-4" : ""}>
            <PolicySummary policy={item.draft} label={item.published ? "Draft waiting (not seen by applicants)" : "New, draft (not seen by applicants)"}>
              <CatalogueItemAction intent="publish" kind="policy" id={item.draft.id} name="AI policy" />
              <CatalogueItemAction intent="discard" kind="policy" id={item.draft.id} name="AI policy" />
            </PolicySummary>
          </div>
        ) : null}
        <details>
          <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">
            {item.draft ? "Edit the draft of the AI policy" : shown ? "Edit the AI policy" : "Add the AI policy"}
          </summary>
          <PolicyForm cycle={cycle} policy={shown} />
        </details>
      </div>
    </section>
  );
}

function PolicySummary({ policy, label, children }: { policy: PolicyFields; label: string | null; children: React.ReactNode }) {
  return (
    <div className="text-sm text-slate-800">
      {label ? <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">{label}</p> : null}
      <p className="font-semibold text-slate-900">{aiPolicyLabels[policy.policy]}</p>
      {policy.quote ? (
        <p className="mt-1">
          <q>{policy.quote}</q>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">No words of the school quoted.</p>
      )}
      <p className="mt-1 text-slate-700">{policy.summary}</p>
      <p className="mt-1 text-slate-700">{`Disclosure: ${policy.disclosureRequired === null ? "not stated" : policy.disclosureRequired ? "required" : "not required"}`}</p>
      <SourceList sources={policy.sources} />
      {policy.note ? <p className="mt-2 text-slate-700">{policy.note}</p> : null}
      <p className="mt-2 text-slate-700">{`Checked: ${checkedDate(policy.verifiedOn)}`}</p>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function PolicyForm({ cycle, policy }: { cycle: string; policy: PolicyFields | null }) {
  const { fetcher, form, fields, busy } = useCatalogueForm<Record<string, string>>();
  const disclosure = policy?.disclosureRequired === null || !policy ? "unknown" : policy.disclosureRequired ? "yes" : "no";
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="policy-draft" />
      <input type="hidden" name="cycle" value={cycle} />
      {policy ? <input type="hidden" name="id" value={policy.id} /> : null}
      <SelectField label="What the policy says" field={fields.policy!} defaultValue={policy?.policy ?? "unknown"}>
        {AI_POLICY_CLASSES.map((value) => (
          <option key={value} value={value}>
            {aiPolicyLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Summary, in our words" field={fields.summary!} defaultValue={policy?.summary} required maxLength={POLICY_SUMMARY_MAX} rows={3} />
      <TextAreaField
        label="The school's own words (a short quote)"
        field={fields.quote!}
        defaultValue={policy?.quote ?? ""}
        hint="Verbatim, as the first source gives it; empty when none was found."
        maxLength={POLICY_QUOTE_MAX}
        rows={2}
      />
      <SelectField label="Does the school ask applicants to disclose AI use?" field={fields.disclosure!} defaultValue={disclosure}>
        <option value="unknown">The sources do not say</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </SelectField>
      <CatalogueSourceFields sources={policy?.sources} note={policy?.note} fields={{ sources: fields.sources!, note: fields.note! }} busy={busy} />
    </fetcher.Form>
  );
}
