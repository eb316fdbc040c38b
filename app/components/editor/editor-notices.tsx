import { Button } from "../ui/button";
import { ReaderTime } from "../ui/reader-time";
import { useRootData } from "../shell/use-root-data";
import type { useEssayFeedback } from "./use-essay-feedback";
import type { useTextSave } from "./use-text-save";

type EditorNoticesProps = {
  /** Text kept in this browser that the server does not have (`foundDraft`), and what to do with it. */
  text: Pick<ReturnType<typeof useTextSave>, "foundDraft" | "restoreDraft" | "discardDraft">;
  review: Pick<ReturnType<typeof useEssayFeedback>, "progress" | "running" | "request">;
  /** The model's feedback was made for an earlier text. */
  stale: boolean;
};

// What the editor tells the writer above the text (the essay's and the resume's alike): AI
// unavailable, feedback on its way, feedback made for an earlier text, and unsaved text found in
// this browser.
export function EditorNotices({ text, review, stale }: EditorNoticesProps) {
  const { settings } = useRootData();
  const { progress } = review;
  const foundDraft = text.foundDraft;
  return (
    <>
      {settings.aiConfigured ? null : (
        <p className="text-sm text-slate-700">AI coaching is unavailable right now: Get Feedback runs the writing checks only.</p>
      )}
      {progress ? (
        <p role="status" className="text-sm text-slate-700">
          {progress === "queued" ? "Feedback requested: waiting for its turn…" : "Generating feedback…"}
        </p>
      ) : null}
      {stale ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="flex-1">Your essay changed since this feedback was made.</span>
          <Button size="sm" variant="secondary" onClick={review.request} disabled={review.running}>
            Reload feedback
          </Button>
        </div>
      ) : null}
      {foundDraft ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="flex-1">
            {"You have unsaved text from "}
            <ReaderTime iso={foundDraft.at} />.
          </span>
          <Button size="sm" onClick={() => text.restoreDraft(foundDraft.content)}>
            Restore
          </Button>
          <Button size="sm" variant="secondary" onClick={text.discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}
    </>
  );
}
