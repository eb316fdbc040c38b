import { Form, Link } from "@remix-run/react";
import type { InterviewFormat } from "~/domain/interviews/formats";
import { SourceCitation } from "../catalogue/source-citation";
import { Button } from "../ui/button";

/** Where what the card says was read: a school's card cites its own mapping's sources, not the format's. */
type Cited = { sources: string[]; ownDomains: string[]; checkedOn: string | null };
type Props = {
  format: InterviewFormat;
  school: string | null;
  note: string | null;
  cited: Cited;
  aiReady: boolean;
  /** Why this interview cannot be held now (no plan, too long for the voice time left), said before it is chosen. */
  refusal: string | null;
};

// One interview format as an applicant meets it: what it is like, where that was read (the school's
// own page, or a third party's reading labelled, with the day it was checked), and how to practise it.
export function FormatCard({ format, school, note, cited, aiReady, refusal }: Props) {
  const title = school ? `${school}: ${format.name}` : format.name;
  return (
    <article aria-label={title} className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {note ? <p className="text-sm font-medium text-slate-800">{note}</p> : null}
      <p className="text-sm text-slate-700">{format.summary}</p>
      <p className="text-xs text-slate-700">
        <SourceCitation
          sources={cited.sources}
          ownDomains={cited.ownDomains}
          age={cited.checkedOn ? `checked ${cited.checkedOn}` : null}
          about={`for ${title}`}
        />
      </p>
      <div className="mt-auto pt-2">
        <Practise format={format} school={school} aiReady={aiReady} refusal={refusal} />
      </div>
    </article>
  );
}

function Practise({ format, school, aiReady, refusal }: Omit<Props, "note" | "cited">) {
  if (format.kind === "video-essay") {
    return (
      <Link to="/app/interviews/video-essay" className="text-sm font-medium text-brand-700 underline">
        Practice a video essay
      </Link>
    );
  }
  if (!aiReady) return <p className="text-sm text-slate-700">Needs AI coaching.</p>;
  if (refusal) return <InterviewRefusal message={refusal} />;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="formatId" value={format.id} />
      {school ? <input type="hidden" name="school" value={school} /> : null}
      <Button type="submit">{`Practice (${format.minutes} min)`}</Button>
    </Form>
  );
}

/** What stands in the way, and the way through: a plan with more voice time. */
export function InterviewRefusal({ message }: { message: string }) {
  return (
    <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{message}</p>
      <Link to="/plans" className="mt-1 inline-block font-medium underline">
        See plans
      </Link>
    </div>
  );
}
