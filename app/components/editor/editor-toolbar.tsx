import { useId } from "react";
import { type EssayStatus, essayStatuses, statusLabels } from "~/domain/essay-rules";
import { Button } from "../ui/button";

type EditorToolbarProps = {
  status: EssayStatus;
  dirty: boolean;
  saving: boolean;
  onStatus: (status: EssayStatus) => void;
  onSave: () => void;
  onVersions: () => void;
  feedback: { running: boolean; exists: boolean; highlightsShown: boolean; onRequest: () => void; onToggle: () => void };
};

// Status, Get Feedback, Show/Hide Feedback, Versions and Save. On narrow screens the same
// actions float as round buttons at the bottom right.
export function EditorToolbar({ status, dirty, saving, onStatus, onSave, onVersions, feedback }: EditorToolbarProps) {
  const statusId = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onStatus(event.target.value as EssayStatus)}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {essayStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <Button variant="secondary" size="sm" onClick={feedback.onRequest} disabled={feedback.running}>
            {feedback.running ? "Getting Feedback…" : "Get Feedback"}
          </Button>
          {feedback.exists ? (
            <Button variant="secondary" size="sm" onClick={feedback.onToggle}>
              {feedback.highlightsShown ? "Hide Feedback" : "Show Feedback"}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onVersions}>
            Versions
          </Button>
          <Button size="sm" onClick={onSave} disabled={saving || !dirty}>
            {saving ? "Saving…" : "Save"}
          </Button>
        </div>
      </div>
      <div className="fixed bottom-4 right-4 z-30 flex flex-col gap-3 md:hidden">
        <button
          type="button"
          onClick={feedback.onRequest}
          disabled={feedback.running}
          aria-label="Get AI feedback"
          className="h-12 w-12 rounded-full bg-white text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          AI
        </button>
        {feedback.exists ? (
          <button
            type="button"
            onClick={feedback.onToggle}
            aria-label={feedback.highlightsShown ? "Hide Feedback" : "Show Feedback"}
            className="h-12 w-12 rounded-full bg-white text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200"
          >
            {feedback.highlightsShown ? "Hide" : "Show"}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onVersions}
          aria-label="Versions"
          className="h-12 w-12 rounded-full bg-white text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          V
        </button>
        <button
          type="button"
          onClick={onSave}
          disabled={saving || !dirty}
          aria-label="Save"
          className="h-14 w-14 rounded-full bg-brand-600 text-sm font-semibold text-white shadow-lg disabled:bg-slate-400"
        >
          Save
        </button>
      </div>
    </>
  );
}
