import { getFormProps, useForm } from "@conform-to/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { HOW_IT_WENT_LIMIT, QUESTIONS_LIMIT, REFLECTION_LIMIT } from "~/domain/standing/interview-notes";
import type { InterviewNotesView } from "~/domain/standing/page-data";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { ReaderTime } from "../ui/reader-time";
import { standingPath, useStandingFetcher } from "./use-standing-action";

// After a real interview: the applicant's private debrief (what was asked, how it went) and, where
// the school asks for one, the reflection with its deadline and where that rule comes from.
// Both are their own words; Scout stores them and writes nothing in them.

export function DebriefForm({ school, interview }: { school: string; interview: InterviewNotesView }) {
  const fetcher = useStandingFetcher();
  const [form, fields] = useForm<{ questions: string; howItWent: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="space-y-3" {...getFormProps(form)}>
      <p className="text-slate-800">{`Your interview of ${formatCalendarDate(interview.happenedOn)}. Private: only you see these notes.`}</p>
      <input type="hidden" name="intent" value="debrief" />
      <input type="hidden" name="stepId" value={interview.stepId} />
      <TextAreaField
        label="What they asked"
        field={fields.questions}
        defaultValue={interview.questions}
        maxLength={QUESTIONS_LIMIT}
        rows={5}
        hint="One question a line, in the words you remember."
      />
      <TextAreaField label="How it went" field={fields.howItWent} defaultValue={interview.howItWent} maxLength={HOW_IT_WENT_LIMIT} rows={4} />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        Save the debrief
      </Button>
    </fetcher.Form>
  );
}

export function ReflectionForm({ school, interview }: { school: string; interview: InterviewNotesView }) {
  const fetcher = useStandingFetcher();
  const [form, fields] = useForm<{ reflection: string }>({ lastResult: lastResultOf(fetcher) });
  const reflection = interview.reflection!;
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="space-y-3" {...getFormProps(form)}>
      <p className="font-semibold text-slate-900">
        {reflection.dueAt ? (
          <>
            {"Due by "}
            <ReaderTime iso={reflection.dueAt} />
            {", 24 hours after your interview's slot."}
          </>
        ) : (
          "Due 24 hours after your interview."
        )}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {reflection.sources.map((source) => (
          <li key={source.url}>
            {`${source.said} Source: ${source.owner}, ${source.age}. `}
            <a href={source.url} className="text-brand-700 underline" rel="noreferrer" target="_blank">
              Read the source
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{`${reflection.coaching} Check the school's own instructions in your invitation: Scout has no page of this cycle.`}</p>
      <input type="hidden" name="intent" value="reflection" />
      <input type="hidden" name="stepId" value={interview.stepId} />
      <TextAreaField
        label="Your reflection"
        field={fields.reflection}
        defaultValue={reflection.text}
        maxLength={REFLECTION_LIMIT}
        rows={10}
        hint={`${reflection.length.words} words saved.${reflection.length.note ? ` ${reflection.length.note}` : ""} You send it to the school yourself.`}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Save the reflection
      </Button>
    </fetcher.Form>
  );
}
