import { type ComponentProps, type ReactNode, Suspense, memo } from "react";
import type { ReadyPage as PageData } from "~/domain/submissions/page-data";
import { plural } from "~/domain/submissions/findings";
import { FindingsList } from "./findings-list";
import { FormNote } from "./form-note";
import { PortalFields } from "./portal-fields";
import { QuestionList } from "./question-list";
import { SubmittedPanel } from "./submitted-panel";
import { useSubmitAnswerToast } from "./use-submit-action";
import { lazyPart } from "../ui/lazy-part";
import { Panel } from "../ui/panel";

// The form carries the form library (about 10 KB gzip), which nothing else here needs: the server
// draws it, and it takes input once its file arrives; sent before, it posts as a plain form.
const SubmitForm = lazyPart(() => import("./submit-form").then((module) => ({ default: module.SubmitForm })), { whenPageIsUp: true });

// Kept from re-rendering with the page: an update to the form the server drew before its file is
// here would swap it for its placeholder.
const LaterSubmitForm = memo(function LaterSubmitForm(props: ComponentProps<typeof SubmitForm>) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-700">Loading the form…</p>}>
      <SubmitForm {...props} />
    </Suspense>
  );
});

// /app/submit/:school: everything the school receives, every check on it with where each finding
// is fixed, the portal's fields to copy once none is left, and the school marked submitted.
export function ReadyPage({ data, today }: { data: PageData; today: string }) {
  const left = data.findings.filter((finding) => finding.blocking).length;
  const forms = data.essays.filter((essay) => essay.formQuestion);
  const essays = data.essays.filter((essay) => !essay.formQuestion);
  useSubmitAnswerToast();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="break-words text-2xl font-bold text-slate-900">{`Ready to submit: ${data.school}`}</h1>
      <p className="mt-2" role="status">
        {data.submitted ? (
          <Badge tone="done">Submitted</Badge>
        ) : data.ready ? (
          <Badge tone="done">Ready</Badge>
        ) : (
          <Badge tone="open">{`Not ready: ${plural(left, "thing")} to fix`}</Badge>
        )}
      </p>
      {data.reapplying ? (
        <p className="mt-3 text-slate-800">
          <strong>{`${data.reapplying.title}.`}</strong> {data.reapplying.questions}
        </p>
      ) : null}
      {forms.length ? (
        <Panel title="Short answers and form questions">
          <QuestionList essays={forms} ownDomains={data.ownDomains} cite />
        </Panel>
      ) : null}
      <Panel title="Essays the school receives">
        {essays.length ? <QuestionList essays={essays} ownDomains={data.ownDomains} cite={false} /> : <p className="text-slate-800">None in your list.</p>}
        <p className="mt-3 text-sm">
          <a className="font-medium text-brand-700 underline" href={`/app/schools/${encodeURIComponent(data.school)}/readers`}>
            Ask someone to read these essays, with one link
          </a>
        </p>
      </Panel>
      <Panel title="Checks">
        {data.findings.length === 0 ? <p className="text-slate-800">Every check passes.</p> : <FindingsList findings={data.findings} />}
        <p className="mt-3 text-sm text-slate-700">
          Limits as the portal counts them, other schools' names, facts that disagree, your words in a recommender's brief, the school's AI policy, the
          checklist and letters. No AI is used.
        </p>
      </Panel>
      <Panel title="Portal fields">
        {data.ready ? (
          <PortalFields fields={data.fields} />
        ) : (
          <p className="text-slate-800">Copy buttons appear here, in the portal's order, once nothing is left to fix.</p>
        )}
        {data.scoresLeftOut.length ? (
          <p className="mt-3 text-sm text-slate-700">{`Left out: your ${data.scoresLeftOut.join(", ")} score, since the source Scout cites for ${data.school} does not list that test among those it accepts.`}</p>
        ) : null}
        <FormNote note={data.formNote} />
      </Panel>
      <Panel title="Submitted">
        {data.submitted ? (
          <SubmittedPanel school={data.school} sent={data.submitted} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">{data.disclosureAsk}</p>
            <LaterSubmitForm school={data.school} rounds={data.rounds} round={data.round} today={today} disclosureDraft={data.disclosureDraft} />
          </>
        )}
      </Panel>
    </div>
  );
}

function Badge({ tone, children }: { tone: "done" | "open"; children: ReactNode }) {
  const colours = tone === "done" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900";
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${colours}`}>{children}</span>;
}
