import { Link } from "@remix-run/react";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { ReapplyView } from "~/domain/standing/page-data";
import { questionsNote, reapplicantQuestionNote } from "~/domain/standing/reapply";
import { Button } from "../ui/button";
import { standingPath, useStandingFetcher } from "./use-standing-action";

// After a denial or a withdrawal: applying to the same school in the next cycle, in one step. It
// says first what the step does and what it leaves alone (the application sent, its steps and the
// copy of what was sent), then, once taken, each essay carried over with its new version.
export function ReapplyPanel({ school, view }: { school: string; view: ReapplyView }) {
  const next = shortCycle(view.cycle);
  return (
    <div className="space-y-3 text-slate-800">
      {view.done ? <Done school={school} cycle={view.cycle} done={view.done} /> : <Offer school={school} view={view} />}
      <p className="text-sm">{questionsNote(school, view.cycle, view.questionsCycle)}</p>
      <p className="text-sm">{reapplicantQuestionNote(school, view.reapplicantQuestion)}</p>
      {view.done ? (
        <p>
          <Link to={`/app/submit/${encodeURIComponent(school)}`} className="font-semibold text-brand-700 underline">
            {`Your ${next} application to ${school}: Ready to submit?`}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function Offer({ school, view }: { school: string; view: ReapplyView }) {
  const fetcher = useStandingFetcher();
  const next = shortCycle(view.cycle);
  return (
    <>
      <p>
        {`Reapply to ${school} for ${next}: Scout records ${school} as a reapplication, so its question for reapplicants is yours there (and at no other school), and carries your essays over as new versions. Your ${shortCycle(view.fromCycle)} application stays as it was: its steps, and the copy of what you sent.`}
      </p>
      {view.toCarry.length ? (
        <>
          <h3 className="font-semibold text-slate-900">Essays carried over</h3>
          <ul className="list-disc space-y-1 pl-5">
            {view.toCarry.map((essay) => (
              <li key={essay.title} className="break-words">{`${essay.title}, from version ${essay.version}`}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{`None of your ${school} essays has your words in it yet: there is nothing to carry over.`}</p>
      )}
      <fetcher.Form method="post" action={standingPath(school)}>
        <input type="hidden" name="intent" value="reapply" />
        <Button type="submit" disabled={fetcher.state !== "idle"}>{`Reapply for ${next}`}</Button>
      </fetcher.Form>
    </>
  );
}

function Done({ school, cycle, done }: { school: string; cycle: string; done: NonNullable<ReapplyView["done"]> }) {
  return (
    <>
      <p role="status" className="font-semibold text-slate-900">
        {`Reapplying to ${school} for ${shortCycle(cycle)}, since ${formatCalendarDate(done.on.slice(0, 10))}. The versions you sent stay as they were.`}
      </p>
      {done.carried.length ? (
        <>
          <h3 className="font-semibold text-slate-900">Carried over</h3>
          <ul className="list-disc space-y-1 pl-5">
            {done.carried.map((essay) => (
              <li key={essay.essayId} className="break-words">
                <Link to={`/app/essays/${essay.essayId}`} className="text-brand-700 underline">
                  {essay.title}
                </Link>
                {`: version ${essay.version}, carried over from version ${essay.fromVersion}`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No essay had your words in it to carry over.</p>
      )}
    </>
  );
}
