import { Link } from "@remix-run/react";
import type { ItemStep, LetterStep } from "~/domain/applications/next-steps";
import { letterStatusLabels } from "~/domain/recommenders/letters";
import { buttonClasses } from "../ui/button";
import { StatusButtons } from "./checklist-status-buttons";

// "What to do next" when it is not an essay: a letter to ask for or chase (on the
// recommenders page), or a checklist item, marked done right here.
export function OtherStep({ step, school, reason }: { step: LetterStep | ItemStep; school: string; reason: string }) {
  if (step.type === "letter") {
    const { recommender, status, missing } = step.letter;
    const what = missing ? "Find a recommender for a letter" : `Ask ${recommender} for the letter`;
    return (
      <>
        <p className="mt-1 text-sm text-slate-700">{reason}</p>
        <p className="mt-3 break-words font-semibold text-slate-900">{what}</p>
        <p className="mt-1 text-sm text-slate-700">{`${school} · ${missing ? "No recommender yet" : letterStatusLabels[status]}`}</p>
        <Link to="/app/recommenders" className={`${buttonClasses("primary")} mt-4`} aria-label={`Open Recommendations: ${what}, ${school}`}>
          Open Recommendations
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">{reason}</p>
      <p className="mt-3 break-words font-semibold text-slate-900">{step.entry.label}</p>
      <p className="mt-1 text-sm text-slate-700">{`${school} · Application checklist`}</p>
      <StatusButtons school={school} entry={step.entry} />
    </>
  );
}
