import { type SchoolAiPolicy, checkedDate, isNoPolicyFound, policyHeadline } from "~/domain/ai-policy/ai-policy";
import { quoteAttribution } from "~/domain/catalogue/sources";
import { SourceCitation } from "../catalogue/source-citation";

// A school's rule on AI use as the catalogue holds it: its class (or "No published policy
// found (checked …)"), the quote with whose words it is (the school's only when quoted from the
// school's own page; otherwise the third party that quotes it), our summary, and where it comes
// from (the school's page first, a third party's reading labelled) with its date. Text only.
export function AiPolicyStatement({ policy, compact = false }: { policy: SchoolAiPolicy | null; compact?: boolean }) {
  // The quote is as the first listed source gives it (docs/ai-policy.md).
  const quoteSource = policy?.sources[0] ?? null;
  return (
    <div className="text-sm text-slate-800">
      <p className="font-semibold text-slate-900">{policyHeadline(policy)}</p>
      {policy?.quote ? (
        <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-slate-800">
          <q>{policy.quote}</q>
          <span className="text-slate-700">
            {isNoPolicyFound(policy)
              ? ` (an older statement, ${quoteAttribution(quoteSource, policy.ownDomains)}; no current policy was found)`
              : ` (${quoteAttribution(quoteSource, policy.ownDomains)})`}
          </span>
        </blockquote>
      ) : null}
      {policy && !compact ? <p className="mt-1 text-slate-700">{policy.summary}</p> : null}
      {policy ? (
        <p className="mt-1 text-slate-700">
          <SourceCitation
            sources={policy.sources}
            ownDomains={policy.ownDomains}
            age={policy.checkedOn ? checkedDate(policy.checkedOn) : null}
            about={`for ${policy.school}'s AI policy`}
          />
          {policy.disclosureRequired ? " The school asks you to disclose AI use." : ""}
        </p>
      ) : null}
    </div>
  );
}
