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
};

// Status, Versions, Save and (arriving with AI feedback) Get Feedback. On narrow screens the same
// actions float as round buttons at the bottom right.
export function EditorToolbar({ status, dirty, saving, onStatus, onSave, onVersions }: EditorToolbarProps) {
  const statusId = useId();
  const feedbackNote = useId();
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
          <Button variant="secondary" size="sm" disabled aria-describedby={feedbackNote}>
            Get Feedback
          </Button>
          <span id={feedbackNote} className="sr-only">
            AI feedback is coming soon.
          </span>
          <Button variant="secondary" size="sm" onClick={onVersions}>
            Versions
          </Button>
          <Button size="sm" onClick={onSave} disabled={saving || !dirty}>
            {saving ? "Saving…" : "Save"}
          </Button>
        </div>
      </div>
      <div className="fixed bottom-4 right-4 z-30 flex flex-col gap-3 md:hidden">
        <button type="button" onClick={onVersions} aria-label="Versions" className="h-12 w-12 rounded-full bg-white text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200">
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
