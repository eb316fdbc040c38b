import { useEffect, useRef, useState } from "react";
import { type DraftBackup, clearDraft, readDraft, writeDraft } from "~/lib/browser-storage";

// Unsaved text kept in the browser until it is saved (docs/product-rules.md §7), so a reload or a
// crashed tab loses nothing. Keyed by what is written (an essay's id, or "resume"); written a moment
// after typing stops. A kept draft goes only when the server has its text or the writer discards
// it: opening the page and looking is not deciding, so the offer to restore never goes by itself.
// Where it is kept, and how it is read, is app/lib/browser-storage.ts.
const WRITE_DELAY_MS = 300;

/** The server now has `savedContent`: a kept draft of exactly that text is no longer needed. */
export function clearDraftIfSaved(draftId: string, savedContent: string) {
  if (readDraft(draftId)?.content === savedContent) clearDraft(draftId);
}

/**
 * Keeps `content` backed up while it differs from what the server has. A draft found from an
 * earlier visit is left alone until this visit has text of its own to keep.
 */
export function useDraftBackup(draftId: string, content: string, savedContent: string, baseRevision: number) {
  const keptThisVisit = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (content !== savedContent) {
        writeDraft(draftId, content, baseRevision);
        keptThisVisit.current = true;
      } else if (keptThisVisit.current) {
        // Typed back to what the server has: this visit's own draft is not needed.
        clearDraft(draftId);
        keptThisVisit.current = false;
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftId, content, savedContent, baseRevision]);
}

/** A backup found when the editor opens that differs from the server's text (one the server has is cleared). */
export function useFoundDraft(draftId: string, serverContent: string) {
  const [found, setFound] = useState<DraftBackup | null>(null);
  useEffect(() => {
    const draft = readDraft(draftId);
    if (draft && draft.content === serverContent) clearDraft(draftId);
    setFound(draft && draft.content !== serverContent ? draft : null);
    // Once, as the page opens: later the server's text changes with every save of this visit.
  }, [draftId]);
  return [found, () => setFound(null)] as const;
}

/** A draft kept from an earlier visit, offered back: restored into the text, or discarded (and forgotten). */
export function useDraftRecovery(draftId: string, serverContent: string) {
  const [foundDraft, dismiss] = useFoundDraft(draftId, serverContent);
  return {
    foundDraft,
    dismiss,
    discard: () => {
      clearDraft(draftId);
      dismiss();
    },
  };
}
