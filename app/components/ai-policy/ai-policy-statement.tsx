import { type SchoolAiPolicy, checkedDate, isNoPolicyFound, policyHeadline } from "~/domain/ai-policy/ai-policy";

// A school's rule on AI use as the catalogue holds it (#31): its class (or "No published policy
// found (checked …)"), the school's own words where a source quotes them, our summary, and where
// it comes from with the date it was checked. Text only: the quote is rendered as text.
export function AiPolicyStatement({ policy, compact = false }: { policy: SchoolAiPolicy | null; compact?: boolean }) {
  const source = policy?.sources[0] ?? null;
  return (
    <div className="text-sm text-slate-800">
      <p className="font-semibold text-slate-900">{policyHeadline(policy)}</p>
      {policy?.quote ? (
        <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-slate-800">
          <q>{policy.quote}</q>
          <span className="text-slate-700">{isNoPolicyFound(policy) ? " (an older statement; no current policy was found)" : " (the school's words)"}</span>
        </blockquote>
      ) : null}
      {policy && !compact ? <p className="mt-1 text-slate-700">{policy.summary}</p> : null}
      {policy ? (
        <p className="mt-1 text-slate-700">
          {source ? (
            <>
              <a href={source} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline">
                Source
              </a>
              {policy.sources.length > 1 ? ` and ${policy.sources.length - 1} more` : ""}
              {" · "}
            </>
          ) : null}
          {`Checked ${checkedDate(policy.checkedOn)}`}
          {policy.disclosureRequired ? " · The school asks you to disclose AI use" : ""}
        </p>
      ) : null}
    </div>
  );
}
