import { useBeforeUnload, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import type { Toast } from "~/domain/platform/toast";
import { showToast, useToastFor } from "../ui/toast";
import { useAutosave } from "./use-autosave";
import { clearDraft, clearDraftIfSaved, useDraftBackup, useFoundDraft, writeDraft } from "./use-draft-backup";

/** What a save answers: the essay's action and the resume's alike. */
export type TextSaveAnswer = {
  toast: Toast;
  saved?: { revision: number; content: string };
  conflict?: { revision: number; content: string };
  limitReached?: boolean;
  /** The save never reached the server (answered in the browser). */
  offline?: boolean;
};

type SaveMode = "auto" | "manual" | "fix";

const OFFLINE_TOAST: Toast = { title: "Not saved", description: "You seem to be offline. Your text is kept on this device.", variant: "destructive" };

/**
 * The essay's and the resume's `clientAction`: a save that cannot reach the server (offline, a
 * dropped connection: fetch throws a TypeError) is answered here, in the browser, instead of by
 * the error page, so the text stays in the editor and on this device.
 */
export async function answerOfflineInBrowser<T>(serverAction: () => Promise<T>): Promise<T | { toast: Toast; offline: true }> {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return { toast: OFFLINE_TOAST, offline: true };
  }
}

type SaveRequest = { mode: SaveMode; fix?: { content: string; itemId: string } };

type TextSaveInput = {
  /** Where the text's draft is kept in this browser: an essay's id, or "resume". */
  draftId: string;
  /** The route whose action takes `intent=save` with `content` and `baseRevision`. */
  action: string;
  initial: { content: string; revision: number };
  onLimitReached?: () => void;
};

/**
 * Writing that is never lost, for an essay or the resume (docs/product-rules.md §7 and §30): the
 * text autosaves naming the revision it started from (a newer copy is a conflict, never
 * overwritten), is kept in this browser until the server has it, and a page leave with unsaved
 * text asks first. An applied fix is saved at once with its item, which the server resolves only
 * with the text that has the fix (#28).
 */
export function useTextSave({ draftId, action, initial, onLimitReached }: TextSaveInput) {
  const save = useFetcher<TextSaveAnswer>();
  const [content, setContent] = useState(initial.content);
  const [saved, setSaved] = useState(initial);
  const [conflict, setConflict] = useState<{ revision: number; content: string } | null>(null);
  const [foundDraft, dismissDraft] = useFoundDraft(draftId, initial.content);
  useDraftBackup(draftId, content, saved.content, saved.revision);
  const dirty = content !== saved.content;
  const saving = save.state !== "idle";
  const overBy = content.length - CONTENT_LIMIT;
  const saveable = overBy <= 0 && content.trim() !== "" && !conflict;

  // The last save asked for: an autosave (or a fix) reports only what went wrong, Save either way.
  const lastSave = useRef<SaveMode>("manual");
  // A refused autosave (a plan needed, the trial's essays used) waits for Save.
  const [paused, setPaused] = useState(false);
  // The last save never reached the server: autosave tries again with the next change or when back online.
  const [unreachable, setUnreachable] = useState(false);
  // A save asked for while the last is still on its way (or its page data reloading) is sent once
  // that finishes, never dropped.
  const [queued, setQueued] = useState<SaveRequest | null>(null);
  // Items whose fix is in the text but not yet on the server: every save carries them until one is
  // saved, and they are not called addressed meanwhile (#28).
  const [unsavedFixes, setUnsavedFixes] = useState<readonly string[]>([]);
  const fixesSent = useRef<readonly string[]>([]);

  const submitSave = useCallback(
    (mode: SaveMode = "manual", fix?: SaveRequest["fix"]) => {
      const text = fix?.content ?? content;
      if (text.length > CONTENT_LIMIT) return;
      if (saving) {
        if (mode !== "auto") setQueued({ mode, fix });
        return;
      }
      lastSave.current = mode;
      if (mode !== "auto") setPaused(false);
      if (!navigator.onLine) {
        // Not sent: a save that fails to reach the server would be followed by a page reload that
        // fails too. The text is kept here and saved when the browser is back online.
        setUnreachable(true);
        if (mode === "manual") showToast(OFFLINE_TOAST);
        return;
      }
      const fields: Record<string, string> = { intent: "save", content: text, baseRevision: String(saved.revision) };
      fixesSent.current = [...new Set([...unsavedFixes, ...(fix ? [fix.itemId] : [])])];
      if (fixesSent.current.length) fields.resolveItemIds = fixesSent.current.join(",");
      save.submit(fields, { method: "post", action });
    },
    [content, action, save, saved.revision, saving, unsavedFixes],
  );
  useEffect(() => {
    if (!queued || saving) return;
    setQueued(null);
    submitSave(queued.mode, queued.fix);
  }, [queued, saving]);
  const saveState = useAutosave({ dirty, saving, saveable, paused, unreachable, content, save: () => submitSave("auto") });

  useBeforeUnload(
    useCallback(
      (event) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );

  useToastFor(save.data, (result) => {
    setUnreachable(Boolean(result.offline));
    if (result.saved) {
      setSaved(result.saved);
      setConflict(null);
      setPaused(false);
      clearDraftIfSaved(draftId, result.saved.content);
      const resolved = new Set(fixesSent.current);
      setUnsavedFixes((ids) => ids.filter((id) => !resolved.has(id)));
    } else if (!result.offline) setPaused(true);
    if (result.conflict) setConflict(result.conflict);
    if (result.limitReached) onLimitReached?.();
    // An autosave speaks only when something needs the writer; offline, the status line says so.
    if (lastSave.current !== "manual" && (result.offline || result.toast.variant !== "destructive")) return null;
    return result.toast;
  });

  return {
    save,
    content,
    setContent,
    saved,
    dirty,
    saving,
    saveState,
    overBy,
    conflict,
    submitSave: () => submitSave("manual"),
    /** Items whose applied fix the server does not have yet. */
    unsavedFixes,
    /** Puts a fix into the text and saves it at once, kept in this browser until the server has it. */
    applyFix: (next: string, itemId: string) => {
      setContent(next);
      setUnsavedFixes((ids) => [...ids, itemId]);
      writeDraft(draftId, next, saved.revision);
      submitSave("fix", { content: next, itemId });
    },
    reloadConflict: () => {
      if (!conflict) return;
      setContent(conflict.content);
      setSaved(conflict);
      setConflict(null);
      // The newer copy does not have this tab's fixes: their items stay open.
      setUnsavedFixes([]);
    },
    /** Saves this text over the newer copy: the writer chose it, having been told (the resume has no versions to keep it as). */
    keepMine: () => {
      if (!conflict) return;
      setSaved(conflict);
      setConflict(null);
    },
    foundDraft,
    restoreDraft: (text: string) => {
      setContent(text);
      dismissDraft();
    },
    discardDraft: () => {
      clearDraft(draftId);
      dismissDraft();
    },
  };
}
