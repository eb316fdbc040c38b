import { useFetcher } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import type { ParsedLimit } from "~/domain/essays/essay-rules";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";
import { lazyPart } from "../ui/lazy-part";
import { useOpenedOnce } from "../ui/use-opened-once";

// The review of Scout's cuts is fetched when the applicant opens "Trim" (it shows only after Scout
// answers, and most visits never trim): the essay page loads it no longer.
const loadTrimReview = () => import("./trim-review");
const TrimReview = lazyPart(() => loadTrimReview().then((module) => ({ default: module.TrimReview })));
// The dialog asking what to trim to: mounted from its first opening, its file fetched as soon as
// the page is up (Trim is in the toolbar).
const TrimTargetDialog = lazyPart(() => import("./trim-target").then((module) => ({ default: module.TrimTargetDialog })), { whenPageIsUp: true });

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
  const dialogMounted = useOpenedOnce(open);
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
      {/* A modal over the page: nothing to hold in place until its file is here. */}
      <Suspense fallback={null}>
        {dialogMounted ? (
          <TrimTargetDialog
            open={open}
            ask={ask}
            action={action}
            dirty={dirty}
            limit={limit}
            target={target}
            onTarget={setTarget}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
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
