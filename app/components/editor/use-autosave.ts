import { useEffect, useState } from "react";

// Essays save themselves a moment after typing stops (docs/product-rules.md §30), with the same
// conflict safety as Save: an autosave names the revision it started from like any save.
export const AUTOSAVE_DELAY_MS = 1_500;

/** What the editor says about its text: shown next to the word count. */
export type SaveState = "saved" | "unsaved" | "saving" | "offline" | "paused";

type AutosaveInput = {
  dirty: boolean;
  saving: boolean;
  /** False while the text cannot be saved as it is (empty, over the limit, in conflict). */
  saveable: boolean;
  /** Set after the server refused an autosave (a plan needed, the trial's essays used): Save resumes. */
  paused: boolean;
  /** The last save never reached the server. */
  unreachable: boolean;
  content: string;
  save: () => void;
};

export function useAutosave({ dirty, saving, saveable, paused, unreachable, content, save }: AutosaveInput): SaveState {
  const online = useOnline();
  useEffect(() => {
    if (!dirty || saving || !saveable || paused || !online) return;
    const timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // A new keystroke restarts the wait; coming back online saves what was kept.
  }, [content, dirty, saving, saveable, paused, online]);
  if (saving) return "saving";
  if (!dirty) return "saved";
  if (!online || unreachable) return "offline";
  return paused ? "paused" : "unsaved";
}

function useOnline() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

export const saveStateText: Record<SaveState, string> = {
  saved: "Saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  offline: "Offline — kept on this device",
  paused: "Not saved — press Save to try again",
};
