import { useBlocker } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart } from "../ui/lazy-part";
import { useOpenedOnce } from "../ui/use-opened-once";
import type { TextSaveAnswer, useTextSave } from "./use-text-save";

// The dialog opens only when the writer leaves with unsaved text: like the page's other dialogs it
// is mounted from its first opening, and its file is fetched as soon as the page is up, so that it
// is there when a link is followed.
const UnsavedChangesDialog = lazyPart(() => import("./unsaved-changes-dialog").then((module) => ({ default: module.UnsavedChangesDialog })), {
  whenPageIsUp: true,
});

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

  const open = blocker.state === "blocked";
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  return (
    // A modal over the page: nothing to hold in place until its file is here.
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        noun={noun}
        open={open}
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
    </Suspense>
  );
}
