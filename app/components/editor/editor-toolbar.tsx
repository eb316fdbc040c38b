import { type ReactNode, useId } from "react";
import { type EssayStatus, essayStatuses, statusLabels } from "~/domain/essays/essay-rules";
import { Button } from "../ui/button";

type EditorToolbarProps = {
  status: EssayStatus;
  dirty: boolean;
  saving: boolean;
  /** False while the text is over the content limit (the editor says why). */
  canSave: boolean;
  onStatus: (status: EssayStatus) => void;
  onSave: () => void;
  onVersions: () => void;
  feedback: { running: boolean; exists: boolean; onRequest: () => void };
  /** More actions on the text (Trim), before Versions. */
  children?: ReactNode;
};

// Status, Get Feedback, Versions and Save: the same labelled actions on every screen, in the flow
// of the page, so on a phone they never cover the text. Highlights and Clear live in the panel.
export function EditorToolbar({ status, dirty, saving, canSave, onStatus, onSave, onVersions, feedback, children }: EditorToolbarProps) {
  const statusId = useId();
  return (
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
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={feedback.onRequest} disabled={feedback.running}>
          {feedback.running ? "Getting Feedback…" : "Get Feedback"}
        </Button>
        {children}
        <Button variant="secondary" size="sm" onClick={onVersions}>
          Versions
        </Button>
        <Button size="sm" onClick={onSave} disabled={saving || !dirty || !canSave}>
          {saving ? "Saving…" : "Save"}
        </Button>
      </div>
    </div>
  );
}
