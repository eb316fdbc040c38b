import { useBlocker } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import type { TextSaveAnswer, useTextSave } from "./use-text-save";

/**
 * Leaving an essay or the resume with unsaved text, inside the app: Stay Here, Discard Changes or
 * Save & Switch (the browser's own prompt covers closing the tab). Also Ctrl/Cmd+S saves.
 */
export function UnsavedTextGuard({ text, noun }: { text: ReturnType<typeof useTextSave>; noun: "essay" | "resume" }) {
  const { save, dirty, saving } = text;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // Save & Switch: move on once the save and the page's reload after it have both finished
  // (leaving earlier would cut that reload short). Holds the answer that was current when it was
  // chosen: only a newer one counts.
  const [switchAfterSave, setSwitchAfterSave] = useState<{ before: TextSaveAnswer | undefined } | null>(null);
  useEffect(() => {
    if (!switchAfterSave || save.state !== "idle" || save.data === switchAfterSave.before || blocker.state !== "blocked") return;
    setSwitchAfterSave(null);
    if (save.data?.saved) blocker.proceed();
  }, [switchAfterSave, save.state, save.data, blocker]);

  const keyHandler = useRef(text.submitSave);
  keyHandler.current = text.submitSave;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        keyHandler.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <UnsavedChangesDialog
      noun={noun}
      open={blocker.state === "blocked"}
      saving={saving}
      onStay={() => blocker.reset?.()}
      onDiscard={() => {
        text.discardDraft();
        blocker.proceed?.();
      }}
      onSave={() => {
        setSwitchAfterSave({ before: save.data });
        text.submitSave();
      }}
    />
  );
}
