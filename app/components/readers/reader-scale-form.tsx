import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type ReaderScaleAnswers, type ReaderScaleKey, SCALE_POINTS, readerScaleQuestions } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";

// The short scale the writer chose, each from 1 (not at all) to 5 (completely).
// On a school's set, `part` names the essay the answers are about.
export function ReaderScaleForm({ scale, answers, part }: { scale: ReaderScaleKey[]; answers: ReaderScaleAnswers | null; part?: string }) {
  const fetcher = useFetcher<{ toast: Toast }>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  return (
    <section aria-labelledby={`scale-heading${part ? `-${part}` : ""}`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id={`scale-heading${part ? `-${part}` : ""}`} className="font-semibold text-slate-900">
        A few quick answers
      </h2>
      <p className="text-slate-700">1 is not at all, 5 is completely.</p>
      <fetcher.Form method="post" className="mt-2 flex flex-col gap-3">
        <input type="hidden" name="intent" value="scale" />
        {part ? <input type="hidden" name="part" value={part} /> : null}
        {scale.map((key) => (
          <fieldset key={key}>
            <legend className="font-medium text-slate-800">{readerScaleQuestions[key]}</legend>
            <div className="mt-1 flex gap-3">
              {SCALE_POINTS.map((point) => (
                <label key={point} className="flex min-h-8 items-center gap-1">
                  <input type="radio" name={key} value={point} defaultChecked={answers?.[key] === point} />
                  {point}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
          Send answers
        </Button>
      </fetcher.Form>
    </section>
  );
}
