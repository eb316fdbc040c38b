import { useBeforeUnload, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import type { Toast } from "~/domain/platform/toast";
import type { SavedSchool } from "~/domain/schools/workspace";
import { showToast, useToastFor } from "../ui/toast";
import { useAutosave } from "./use-autosave";
import { writeDraft } from "~/lib/browser-storage";
import { clearDraftIfSaved, useDraftBackup, useDraftRecovery } from "./use-draft-backup";
import { useUnsavedFixes } from "./use-unsaved-fixes";
import type { ArrivalRecorder } from "./use-arrival-tally";
import { type Conflict, conflictChoices } from "./conflict-choices";

/** What a save answers: the essay's action and the resume's alike. */
export type TextSaveAnswer = {
  toast: Toast;
  /** The revision the server stored; the text is the one this save sent (not echoed back). */
  saved?: { revision: number };
  /** An essay's save: what it changed of its school as the workspace shows it (the page does not reload); it may follow the answer (a promise). */
  school?: SavedSchool | null | Promise<SavedSchool | null>;
  conflict?: { revision: number; content: string };
  /** An essay's save refused because a newer version exists: that version. */
  newerVersion?: { id: string; version: number };
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
  /** Each save the server stored, with its answer (the essay's carries its school for the workspace). */
  onSaved?: (answer: TextSaveAnswer) => void;
  /** How text entered the editor, sent with each save (an essay's; the resume keeps none). */
  arrival?: ArrivalRecorder;
};

/**
 * Writing that is never lost, for an essay or the resume (docs/product-rules.md §7 and §30): the
 * text autosaves naming the revision it started from (a newer copy is a conflict, never
 * overwritten), is kept in this browser until the server has it, and a page leave with unsaved
 * text asks first. An applied fix is saved at once with its item, which the server resolves only
 * with the text that has the fix.
 */
export function useTextSave({ draftId, action, initial, onLimitReached, onSaved, arrival }: TextSaveInput) {
  const [content, setContent] = useState(initial.content);
  const [saved, setSaved] = useState(initial);
  // A newer copy of this text, or (an essay's) a newer version: this text is not saved over either.
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const recovery = useDraftRecovery(draftId, initial.content);
  useDraftBackup(draftId, content, saved.content, saved.revision);
  const fixes = useUnsavedFixes();
  const dirty = content !== saved.content;
  const sender = useSaveSender({ action, content, baseRevision: saved.revision, fixes, arrival });
  const saveable = content.length <= CONTENT_LIMIT && content.trim() !== "" && !conflict;
  const { saving, paused, unreachable } = sender;
  const saveState = useAutosave({ dirty, saving, saveable, paused, unreachable, content, save: () => sender.submitSave("auto") });
  useWarnBeforeUnload(dirty);

  useToastFor(sender.save.data, (result) => {
    sender.took(result);
    sender.setUnreachable(Boolean(result.offline));
    if (result.saved) {
      const text = { revision: result.saved.revision, content: sender.sentText() };
      setSaved(text);
      setConflict(null);
      sender.setPaused(false);
      clearDraftIfSaved(draftId, text.content);
      fixes.confirmSent();
      onSaved?.(result);
    } else {
      sender.giveBackArrival();
      if (!result.offline) sender.setPaused(true);
    }
    if (result.conflict) setConflict(result.conflict);
    if (result.newerVersion) setConflict({ ...saved, newerVersion: result.newerVersion });
    if (result.limitReached) onLimitReached?.();
    // An autosave speaks only when something needs the writer; offline, the status line says so.
    if (sender.lastMode() !== "manual" && (result.offline || result.toast.variant !== "destructive")) return null;
    return result.toast;
  });

  return {
    save: sender.save,
    content,
    setContent,
    saved,
    dirty,
    saving,
    saveState,
    overBy: content.length - CONTENT_LIMIT,
    conflict,
    submitSave: () => sender.submitSave("manual"),
    /** Items whose applied fix the server does not have yet. */
    unsavedFixes: fixes.ids,
    /** Puts a fix into the text and saves it at once, kept in this browser until the server has it. */
    applyFix: (next: string, itemId: string) => {
      setContent(next);
      fixes.add(itemId);
      writeDraft(draftId, next, saved.revision);
      sender.submitSave("fix", { content: next, itemId });
    },
    ...conflictChoices(conflict, { setContent, setSaved, setConflict, resetFixes: fixes.reset }),
    /** Takes a text the server saved itself (a reader's words taken in): it becomes the editor's, saved. */
    adopt: (next: { revision: number; content: string }) => (setContent(next.content), setSaved(next)),
    foundDraft: recovery.foundDraft,
    restoreDraft: (text: string) => {
      setContent(text);
      arrival?.restored(text);
      recovery.dismiss();
    },
    /** What entered the editor since the last save, as the save form's field (a version made from this text takes it). */
    takeArrival: () => (arrival ? JSON.stringify(arrival.take()) : undefined),
    discardDraft: recovery.discard,
  };
}

type SaveSenderInput = { action: string; content: string; baseRevision: number; fixes: ReturnType<typeof useUnsavedFixes>; arrival?: ArrivalRecorder };

/**
 * Sends saves, one at a time: a save asked for while the last is on its way is sent once that
 * finishes, never dropped (an autosave then is not: the next change asks again). A save is not
 * sent while the browser is offline. Remembers the text each save sent (the answer does not echo it).
 */
function useSaveSender({ action, content, baseRevision, fixes, arrival }: SaveSenderInput) {
  const save = useFetcher<TextSaveAnswer>();
  // Saving until its answer is taken in (useTextSave): nothing sees a save finished while the text
  // it stored is not yet the saved one (the page no longer reloads after a save to bridge that).
  const [taken, setTaken] = useState<TextSaveAnswer | undefined>(undefined);
  const saving = save.state !== "idle" || save.data !== taken;
  // The last save asked for: an autosave (or a fix) reports only what went wrong, Save either way.
  const lastSave = useRef<SaveMode>("manual");
  const sent = useRef("");
  // What the last save sent of the arrival tally: given back to the next save if it was not stored.
  const sentArrival = useRef<ReturnType<ArrivalRecorder["take"]> | null>(null);
  // A refused autosave (a plan needed, the trial's essays used) waits for Save.
  const [paused, setPaused] = useState(false);
  // The last save never reached the server: autosave tries again with the next change or when back online.
  const [unreachable, setUnreachable] = useState(false);
  const [queued, setQueued] = useState<SaveRequest | null>(null);
  // Set the moment a save is sent, before React renders it as saving: Save pressed as an autosave
  // goes out (a busy device widens that moment) would otherwise send the same revision again, and
  // the second send cancels the first in the browser while the server stores it: a false conflict.
  const inFlight = useRef(false);

  const submitSave = useCallback(
    (mode: SaveMode = "manual", fix?: SaveRequest["fix"]) => {
      const text = fix?.content ?? content;
      if (text.length > CONTENT_LIMIT) return;
      if (saving || inFlight.current) {
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
      const fields: Record<string, string> = { intent: "save", content: text, baseRevision: String(baseRevision) };
      const resolving = fixes.send(fix?.itemId);
      if (resolving.length) fields.resolveItemIds = resolving.join(",");
      if (arrival) {
        sentArrival.current = arrival.take();
        fields.arrival = JSON.stringify(sentArrival.current);
      }
      sent.current = text;
      inFlight.current = true;
      save.submit(fields, { method: "post", action });
    },
    [content, action, save, baseRevision, saving, fixes, arrival],
  );
  useEffect(() => {
    if (!queued || saving) return;
    setQueued(null);
    submitSave(queued.mode, queued.fix);
  }, [queued, saving]);

  return {
    save,
    saving,
    paused,
    setPaused,
    unreachable,
    setUnreachable,
    submitSave,
    sentText: () => sent.current,
    giveBackArrival: () => {
      if (arrival && sentArrival.current) arrival.putBack(sentArrival.current);
      sentArrival.current = null;
    },
    /** The answer is taken in: the save is over. */
    took: (answer: TextSaveAnswer | undefined) => {
      inFlight.current = false;
      setTaken(answer);
    },
    lastMode: () => lastSave.current,
  };
}

function useWarnBeforeUnload(dirty: boolean) {
  useBeforeUnload(
    useCallback(
      (event) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );
}
