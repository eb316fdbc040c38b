import { type AuthDebugEntry, appendAuthDebugEntry } from "~/domain/account/auth-debug-log";

// What the product keeps in the browser's localStorage: the pending newsletter opt-in flag, the
// auth debug log, and text not yet saved (the editor's drafts: components/editor/use-draft-backup.ts
// keeps them; the chat sends an essay's with a question about it). Storage can be unavailable
// (private modes): then these quietly do nothing.
const PENDING_NEWSLETTER = "scout.pendingNewsletterSignup";
const AUTH_DEBUG = "scout.authDebugLog";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const pendingNewsletter = {
  set: () => storage()?.setItem(PENDING_NEWSLETTER, "true"),
  isSet: () => storage()?.getItem(PENDING_NEWSLETTER) === "true",
  clear: () => storage()?.removeItem(PENDING_NEWSLETTER),
};

export function logAuthEvent(event: string, email?: string, detail?: string) {
  const store = storage();
  if (!store) return;
  let log: AuthDebugEntry[] = [];
  try {
    log = JSON.parse(store.getItem(AUTH_DEBUG) ?? "[]") as AuthDebugEntry[];
  } catch {
    log = [];
  }
  store.setItem(AUTH_DEBUG, JSON.stringify(appendAuthDebugEntry(log, { at: new Date().toISOString(), event, email, detail })));
}

/** Text kept in this browser until the server has it, keyed by what is written (an essay's id, or "resume"). */
export type DraftBackup = { content: string; baseRevision: number; at: string };

const draftKey = (draftId: string) => `scout.draft.${draftId}`;

export function readDraft(draftId: string): DraftBackup | null {
  try {
    const raw = storage()?.getItem(draftKey(draftId));
    return raw ? (JSON.parse(raw) as DraftBackup) : null;
  } catch {
    return null;
  }
}

/** Keeps `content` now, without the usual wait (an applied fix: the tab may close a moment later). */
export function writeDraft(draftId: string, content: string, baseRevision: number) {
  try {
    storage()?.setItem(draftKey(draftId), JSON.stringify({ content, baseRevision, at: new Date().toISOString() } satisfies DraftBackup));
  } catch {
    // storage full or unavailable: the unsaved-changes prompts still protect the text
  }
}

export function clearDraft(draftId: string) {
  try {
    storage()?.removeItem(draftKey(draftId));
  } catch {
    // storage unavailable: nothing was kept
  }
}
