import type { FeedbackJobStatus } from "~/domain/platform/background-work";
import { Button } from "../ui/button";
import type { DraftBackup } from "./use-draft-backup";
import { ReaderTime } from "../ui/reader-time";

type EditorNoticesProps = {
  aiConfigured: boolean;
  progress: FeedbackJobStatus | null;
  /** The model's feedback was made for an earlier text. */
  stale: boolean;
  reloading: boolean;
  onReloadFeedback: () => void;
  /** Text kept in this browser that the server does not have. */
  foundDraft: DraftBackup | null;
  onRestore: (draft: DraftBackup) => void;
  onDiscard: () => void;
};

// What the editor tells the writer above the text: AI unavailable, feedback on its way, feedback
// made for an earlier text, and unsaved text found in this browser.
export function EditorNotices({ aiConfigured, progress, stale, reloading, onReloadFeedback, foundDraft, onRestore, onDiscard }: EditorNoticesProps) {
  return (
    <>
      {aiConfigured ? null : <p className="text-sm text-slate-700">AI coaching is unavailable right now: Get Feedback runs the writing checks only.</p>}
      {progress ? (
        <p role="status" className="text-sm text-slate-700">
          {progress === "queued" ? "Feedback requested: waiting for its turn…" : "Generating feedback…"}
        </p>
      ) : null}
      {stale ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="flex-1">Your essay changed since this feedback was made.</span>
          <Button size="sm" variant="secondary" onClick={onReloadFeedback} disabled={reloading}>
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
          <Button size="sm" onClick={() => onRestore(foundDraft)}>
            Restore
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      ) : null}
    </>
  );
}
