import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

type UnsavedChangesDialogProps = { noun: "essay" | "resume"; open: boolean; saving: boolean; onStay: () => void; onDiscard: () => void; onSave: () => void };

// Leaving an essay (or the resume) with unsaved changes: Stay Here, Discard Changes, or Save & Switch.
export function UnsavedChangesDialog({ noun, open, saving, onStay, onDiscard, onSave }: UnsavedChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} title="Unsaved Changes" description={`You have unsaved changes in this ${noun}. What would you like to do?`}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onStay}>
          Stay Here
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard Changes
        </Button>
        <Button onClick={onSave} disabled={saving}>
          {saving ? "Saving…" : "Save & Switch"}
        </Button>
      </div>
    </Dialog>
  );
}
