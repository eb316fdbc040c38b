import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { scoreRanges, type ScoreTest, scoreTestLabels, scoreTests } from "~/domain/applications/checklist-items";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { CHECKLIST_ACTION, useChecklistFetcher } from "./use-checklist-action";

export type TestScore = { test: ScoreTest; score: number; takenOn: string };

// The applicant's test scores on a school's test item: one per test (the one they send), the same
// on every school's card, entered or replaced here.
export function TestScores({ scores }: { scores: TestScore[] }) {
  const fetcher = useChecklistFetcher();
  const [form, fields] = useForm<{ test: string; score: string; takenOn: string }>({
    lastResult: lastResultOf(fetcher),
  });
  return (
    <div className="mt-1 text-xs text-slate-700">
      {scores.length === 0 ? <p>No score entered yet.</p> : null}
      <ul>
        {scores.map((score) => (
          <li key={score.test} className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{`${scoreTestLabels[score.test]} ${score.score}`}</span>
            <span>{`taken ${formatCalendarDate(score.takenOn)}`}</span>
            <fetcher.Form method="post" action={CHECKLIST_ACTION}>
              <input type="hidden" name="intent" value="remove-test-score" />
              <input type="hidden" name="test" value={score.test} />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                disabled={fetcher.state !== "idle"}
                aria-label={`Remove your ${scoreTestLabels[score.test]} score`}
              >
                Remove
              </Button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      <details className="mt-1">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">
          {scores.length ? "Enter or replace a score" : "Enter your score"}
        </summary>
        <fetcher.Form method="post" action={CHECKLIST_ACTION} className="mt-2 grid gap-2 sm:grid-cols-3" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="test-score" />
          <SelectField label="Test" field={fields.test} defaultValue="gmat">
            {scoreTests.map((test) => (
              <option key={test} value={test}>
                {`${scoreTestLabels[test]} (${scoreRanges[test].min}-${scoreRanges[test].max})`}
              </option>
            ))}
          </SelectField>
          <Field label="Total score" field={fields.score} type="number" inputMode="numeric" required min={100} max={805} />
          <Field label="Date taken" field={fields.takenOn} type="date" required />
          <div>
            <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
              Save score
            </Button>
          </div>
        </fetcher.Form>
      </details>
    </div>
  );
}
