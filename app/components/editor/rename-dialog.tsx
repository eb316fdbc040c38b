import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { TITLE_LIMIT } from "~/domain/essay-rules";
import type { EssayActionData } from "~/domain/essay-actions";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/input";
import { showToast } from "../ui/toast";

// Renames the essay (all its versions together).
export function RenameDialog({ open, onClose, essayId, title }: { open: boolean; onClose: () => void; essayId: string; title: string }) {
  const rename = useFetcher<EssayActionData>();
  useEffect(() => {
    if (!rename.data) return;
    showToast(rename.data.toast);
    if (rename.data.toast.variant !== "destructive") onClose();
    // Only a new answer from the server should act.
  }, [rename.data]);
  return (
    <Dialog open={open} onClose={onClose} title="Rename essay">
      <rename.Form method="post" action={`/app/essays/${essayId}`} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="rename" />
        <Input label="Title" name="title" defaultValue={title} required maxLength={TITLE_LIMIT - 1} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.state !== "idle"}>
            Rename
          </Button>
        </div>
      </rename.Form>
    </Dialog>
  );
}
