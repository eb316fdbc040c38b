import { useId } from "react";
import { type SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import { coachingModeLine, coachingModeOf, suggestionRefusal } from "~/domain/ai-policy/critique-only";
import { AiPolicyStatement } from "./ai-policy-statement";

// Where the applicant writes a school's essay: the school's AI policy, and in one line the
// mode Scout coaches this essay in and why. Where the school prohibits AI-written content, it
// also says why "Suggest a fix" is not offered (the server refuses it there too).
export function EssayAiPolicy({ school, policy }: { school: string; policy: SchoolAiPolicy | null }) {
  const headingId = useId();
  const critiqueOnly = coachingModeOf(policy) === "critique-only";
  const refusal = suggestionRefusal(school, policy);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {`${school}'s AI policy`}
      </h2>
      <div className="mt-2">
        <AiPolicyStatement policy={policy} compact />
      </div>
      <p
        data-testid="coaching-mode"
        className={`mt-3 rounded-md px-3 py-2 text-sm ${critiqueOnly ? "bg-amber-50 text-amber-900" : "bg-slate-50 text-slate-800"}`}
      >
        {coachingModeLine(school, policy)}
      </p>
      {refusal ? <p className="mt-1 text-sm text-slate-700">{`Suggest a fix: ${refusal}`}</p> : null}
    </section>
  );
}
