import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FormAnswer } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { REFLECTION_GUIDANCE, REFLECTION_LIMIT } from "~/domain/interviews/reflection";
import { textCounts } from "~/domain/essays/essay-rules";
import { formatNumber } from "~/domain/platform/numbers";
import { ReaderTime } from "../ui/reader-time";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { useToastFor } from "../ui/toast";

type ReflectionAnswer = { toast: Toast; saved?: { revision: number }; conflict?: { text: string; revision: number } } & Partial<FormAnswer>;

export type ReflectionView = { text: string; revision: number; dueAt: string | null };

// The practice reflection after an application-based mock interview, kept with the interview: the
// applicant writes it alone (no feedback, no trim), saved over its revision like an essay.
export function ReflectionEditor({ reflection }: { reflection: ReflectionView }) {
  const save = useFetcher<ReflectionAnswer>();
  const [text, setText] = useState(reflection.text);
  const [revision, setRevision] = useState(reflection.revision);
  const [form, fields] = useForm<{ text: string }>({ lastResult: save.state === "idle" ? save.data?.result : null });
  useToastFor(save.data, (answer) => answer.toast);
  useEffect(() => {
    if (save.state !== "idle" || !save.data) return;
    if (save.data.saved) setRevision(save.data.saved.revision);
  }, [save.state, save.data]);
  const conflict = save.state === "idle" ? save.data?.conflict : undefined;
  return (
    <section aria-labelledby="reflection-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h2 id="reflection-heading" className="text-lg font-semibold text-slate-900">
        Practice reflection
      </h2>
      <p className="mt-1 text-sm text-slate-800">{REFLECTION_GUIDANCE}</p>
      <ReflectionDue dueAt={reflection.dueAt} />
      <save.Form method="post" className="mt-3 flex flex-col gap-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reflection" />
        <input type="hidden" name="baseRevision" value={revision} />
        <TextAreaField
          label="Your reflection"
          field={fields.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          maxLength={REFLECTION_LIMIT}
          hint={`${formatNumber(textCounts(text).words)} words`}
        />
        {conflict ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>This reflection was changed in another tab or device. Your text here is not saved.</p>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                setText(conflict.text);
                setRevision(conflict.revision);
              }}
            >
              Load the newer copy
            </Button>
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={save.state !== "idle"}>
            {save.state !== "idle" ? "Saving…" : "Save reflection"}
          </Button>
        </div>
      </save.Form>
    </section>
  );
}

function ReflectionDue({ dueAt }: { dueAt: string | null }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);
  if (!dueAt) return null;
  const left = now === null ? null : new Date(dueAt).getTime() - now;
  return (
    <p className="mt-2 text-sm font-medium text-slate-900">
      {"Due "}
      <ReaderTime iso={dueAt} />
      {left === null ? null : (
        <span role="timer" className="ml-2 font-normal text-slate-800">
          {left > 0 ? `${Math.floor(left / 3_600_000)} h ${Math.floor((left % 3_600_000) / 60_000)} min left` : "The 24 hours are over."}
        </span>
      )}
    </p>
  );
}
