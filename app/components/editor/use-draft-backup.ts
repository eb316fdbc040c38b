import { useEffect, useState } from "react";

// Unsaved text kept in the browser until it is saved (docs/product-rules.md §7), so a reload or a crashed tab
// loses nothing. Keyed by essay; written a moment after typing stops.
export type DraftBackup = { content: string; baseRevision: number; at: string };

const key = (essayId: string) => `scout.draft.${essayId}`;
const WRITE_DELAY_MS = 300;

export function readDraft(essayId: string): DraftBackup | null {
  try {
    const raw = window.localStorage.getItem(key(essayId));
    return raw ? (JSON.parse(raw) as DraftBackup) : null;
  } catch {
    return null;
  }
}

export function clearDraft(essayId: string) {
  try {
    window.localStorage.removeItem(key(essayId));
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Keeps `content` backed up while it differs from what the server has. */
export function useDraftBackup(essayId: string, content: string, savedContent: string, baseRevision: number) {
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        if (content === savedContent) window.localStorage.removeItem(key(essayId));
        else window.localStorage.setItem(key(essayId), JSON.stringify({ content, baseRevision, at: new Date().toISOString() } satisfies DraftBackup));
      } catch {
        // storage full or unavailable: the unsaved-changes prompts still protect the text
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [essayId, content, savedContent, baseRevision]);
}

/** A backup found when the editor opens that differs from the server's text. */
export function useFoundDraft(essayId: string, serverContent: string) {
  const [found, setFound] = useState<DraftBackup | null>(null);
  useEffect(() => {
    const draft = readDraft(essayId);
    setFound(draft && draft.content !== serverContent ? draft : null);
  }, [essayId, serverContent]);
  return [found, () => setFound(null)] as const;
}
