import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useToastFor } from "../ui/toast";

export const DELETE_ACCOUNT_CONFIRMATION =
  "Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.";

// The confirm step before Delete Account. Cancelling aborts; on success the action redirects to /.
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<{ toast: Toast }>();
  const busy = fetcher.state !== "idle";
  useToastFor(fetcher.data, (answer) => answer.toast);
  return (
    <Dialog open={open} onClose={onClose} title="Delete Account" description={DELETE_ACCOUNT_CONFIRMATION}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => fetcher.submit({}, { method: "post", action: "/account/delete" })}>
          {busy ? "Deleting…" : "Delete Account"}
        </Button>
      </div>
    </Dialog>
  );
}
