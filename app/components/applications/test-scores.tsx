import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { useState } from "react";
import {
  admissionsTests,
  englishTests,
  type ScoreTest,
  type ScoreTestKind,
  type SectionScores,
  scoreTestInfo,
  scoreTestLabels,
  scoreText,
} from "~/domain/applications/test-scores";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { CHECKLIST_ACTION, useChecklistFetcher } from "./use-checklist-action";

export type TestScore = { test: ScoreTest; score: number; sections: SectionScores | null; takenOn: string };

type Props = {
  scores: TestScore[];
  /** The admissions tests (the Test score item) or the English tests (the English test item). */
  kind: ScoreTestKind;
  /** For the English test: the tests a source lists as accepted by this school (null: none listed). */
  accepted?: ScoreTest[] | null;
  school: string;
};

const testsOf = (kind: ScoreTestKind) => (kind === "english" ? englishTests : admissionsTests);

// The applicant's scores on a school's test item or English test item: one per test (the one they
// send), the same on every school's card, entered or replaced here, each on its own scale.
export function TestScores({ scores, kind, accepted, school }: Props) {
  const own = scores.filter((score) => scoreTestInfo[score.test].kind === kind);
  const noun = kind === "english" ? "English test score" : "score";
  return (
    <div className="mt-1 text-xs text-slate-700">
      {own.length === 0 ? <p>{`No ${noun} entered yet.`}</p> : null}
      <ul>
        {own.map((score) => (
          <li key={score.test}>
            <ScoreLine score={score} />
            {kind === "english" ? <AcceptedLine test={score.test} accepted={accepted ?? null} school={school} /> : null}
          </li>
        ))}
      </ul>
      <details className="mt-1">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">
          {own.length ? `Enter or replace ${kind === "english" ? "an English test score" : "a score"}` : `Enter your ${noun}`}
          <span className="sr-only">{` (${school})`}</span>
        </summary>
        <ScoreForm kind={kind} school={school} accepted={accepted ?? null} />
      </details>
    </div>
  );
}

function ScoreLine({ score }: { score: TestScore }) {
  const fetcher = useChecklistFetcher();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{scoreText(score.test, score.score, score.sections)}</span>
      <span>{`taken ${formatCalendarDate(score.takenOn)}`}</span>
      <fetcher.Form method="post" action={CHECKLIST_ACTION}>
        <input type="hidden" name="intent" value="remove-test-score" />
        <input type="hidden" name="test" value={score.test} />
        <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Remove your ${scoreTestLabels[score.test]} score`}>
          Remove
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** Whether a source lists the test among the school's; otherwise, honestly, to check the school's page. */
function AcceptedLine({ test, accepted, school }: { test: ScoreTest; accepted: ScoreTest[] | null; school: string }) {
  if (accepted?.includes(test)) return <p>{`Listed among the tests ${school} accepts (see the source above).`}</p>;
  if (accepted) return <p>{`Not among the tests the source above lists for ${school}: check the school's page.`}</p>;
  return <p>{`Scout has no source listing the English tests ${school} accepts: check the school's page.`}</p>;
}

/** The tests offered: where a source lists the ones the school accepts, only those; else every one of the kind. */
function offeredTests(kind: ScoreTestKind, accepted: ScoreTest[] | null): readonly ScoreTest[] {
  const listed = accepted ? testsOf(kind).filter((test) => accepted.includes(test)) : [];
  return listed.length ? listed : testsOf(kind);
}

function ScoreForm({ kind, school, accepted }: { kind: ScoreTestKind; school: string; accepted: ScoreTest[] | null }) {
  const fetcher = useChecklistFetcher();
  const tests = offeredTests(kind, accepted);
  const [test, setTest] = useState<ScoreTest>(tests[0]!);
  const [form, fields] = useForm<{ test: string; score: string; takenOn: string; sections: Record<string, string> }>({
    id: `score-${kind}-${school.replace(/[^a-z0-9]+/gi, "-")}`,
    lastResult: lastResultOf(fetcher),
  });
  const info = scoreTestInfo[test];
  const sectionFields = fields.sections.getFieldset();
  return (
    <fetcher.Form method="post" action={CHECKLIST_ACTION} className="mt-2 grid gap-2 sm:grid-cols-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="test-score" />
      <SelectField label="Test" field={fields.test} value={test} onChange={(event) => setTest(event.currentTarget.value as ScoreTest)}>
        {tests.map((each) => (
          <option key={each} value={each}>
            {`${scoreTestLabels[each]} (${scoreTestInfo[each].scaleText})`}
          </option>
        ))}
      </SelectField>
      <Field
        label="Total score"
        field={fields.score}
        type="number"
        inputMode={info.scale.step < 1 ? "decimal" : "numeric"}
        required
        min={info.scale.min}
        max={info.scale.max}
        step={info.scale.step}
        hint={info.scaleText}
      />
      <Field label="Date taken" field={fields.takenOn} type="date" required />
      {info.sections.length ? (
        <fieldset className="grid gap-2 sm:col-span-3 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">Section scores (optional)</legend>
          {info.sections.map((section) => (
            <Field
              key={`${test}-${section.key}`}
              label={section.label}
              field={sectionFields[section.key]}
              name={`sections.${section.key}`}
              type="number"
              inputMode={section.scale.step < 1 ? "decimal" : "numeric"}
              min={section.scale.min}
              max={section.scale.max}
              step={section.scale.step}
              hint={`${section.scale.min}-${section.scale.max}`}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
          Save score
        </Button>
      </div>
    </fetcher.Form>
  );
}
