import { useFetcher } from "@remix-run/react";
import { Suspense, useEffect, useId, useState } from "react";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import type { ParsedLimit } from "~/domain/essays/essay-rules";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useToastFor } from "../ui/toast";
import { lazyPart } from "../ui/lazy-part";

// The review of Scout's cuts is fetched when the applicant opens "Trim" (it shows only after Scout
// answers, and most visits never trim): the essay page loads it no longer.
const loadTrimReview = () => import("./trim-review");
const TrimReview = lazyPart(() => loadTrimReview().then((module) => ({ default: module.TrimReview })));

type TrimControlProps = { action: string; text: string; dirty: boolean; limit: ParsedLimit; over: boolean };

// "Trim": Scout proposes cuts to the school's limit or a number the applicant types; the
// cuts are reviewed one by one (TrimReview) and the result saved as a new version. The server
// verifies every proposal keeps only the applicant's words before it reaches this page.
export function TrimControl({ action, text, dirty, limit, over }: TrimControlProps) {
  const ask = useFetcher<EssayActionData>();
  const keep = useFetcher<EssayActionData>();
  const [open, setOpen] = useState(false);
  // The number typed stays while the dialog is closed and opened again.
  const [target, setTarget] = useState(limit?.kind === "words" ? String(limit.max) : "");
  const [review, setReview] = useState<EssayActionData["trim"] | null>(null);
  useToastFor(ask.data, (answer) => answer.toast);
  useToastFor(keep.data, (answer) => answer.toast);
  useEffect(() => {
    if (ask.state === "idle" && ask.data?.trim) {
      setReview(ask.data.trim);
      setOpen(false);
    }
  }, [ask.state, ask.data]);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          void loadTrimReview();
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {over ? "Trim to the limit" : "Trim"}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Trim with Scout"
        description="Scout proposes cuts only: your words, in your order, some left out. You accept or reject each cut."
      >
        <TrimTargetForm ask={ask} action={action} dirty={dirty} limit={limit} target={target} onTarget={setTarget} onCancel={() => setOpen(false)} />
      </Dialog>
      {review ? (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-700">
              Opening Scout's cuts…
            </p>
          }
        >
          <TrimReview
            original={text}
            trim={review}
            saving={keep.state !== "idle"}
            onClose={() => setReview(null)}
            onSave={(content) => keep.submit({ intent: "accept-trim", content }, { method: "post", action })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type TrimTargetFormProps = {
  ask: ReturnType<typeof useFetcher<EssayActionData>>;
  action: string;
  dirty: boolean;
  limit: ParsedLimit;
  target: string;
  onTarget: (target: string) => void;
  onCancel: () => void;
};

// The number to trim to (the school's word limit to start with) and why Scout may not trim yet.
function TrimTargetForm({ ask, action, dirty, limit, target, onTarget, onCancel }: TrimTargetFormProps) {
  const targetId = useId();
  const hintId = useId();
  const unit = limit?.kind === "characters" ? "characters" : "words";
  return (
    <ask.Form method="post" action={action} className="mt-4 flex flex-col gap-3">
      <input type="hidden" name="intent" value="trim" />
      <label htmlFor={targetId} className="text-sm font-medium text-slate-800">{`Trim to (${unit})`}</label>
      <input
        id={targetId}
        name="target"
        inputMode="numeric"
        pattern="[0-9]*"
        value={target}
        onChange={(event) => onTarget(event.target.value)}
        aria-describedby={hintId}
        className="h-10 w-40 rounded-md border border-slate-300 px-3"
      />
      <p id={hintId} className="text-sm text-slate-700">
        {dirty ? "Save first: Scout trims the saved text." : limit ? `The school's limit is ${limit.max} ${unit}.` : "This essay has no limit: type a number."}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={dirty || ask.state !== "idle"}>
          {ask.state !== "idle" ? "Finding cuts…" : "Propose cuts"}
        </Button>
      </div>
    </ask.Form>
  );
}
