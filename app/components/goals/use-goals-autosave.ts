import { useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Goals, GoalsField, GoalsPatch } from "~/domain/goals/goals";
import { readErrorBody } from "~/domain/platform/http-errors";
import { showToast } from "../ui/toast";

// Saves the goals grid 500 ms after typing stops, sending only the changed cells. Whatever
// is still unsent when the user navigates away or closes the tab is sent with keepalive, so the
// request outlives the page.
const DEBOUNCE_MS = 500;
const ENDPOINT = "/app/goals/save";

export type SaveState = "saved" | "unsaved" | "saving" | "error";

export function useGoalsAutosave(initial: Goals) {
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<SaveState>("saved");
  const pending = useRef<GoalsPatch>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const patch = pending.current;
    if (Object.keys(patch).length === 0) return;
    pending.current = {};
    setState("saving");
    try {
      const response = await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(patch) });
      if (!response.ok) throw new Error((await readErrorBody(response, "The goals could not be saved")).message);
      setState(Object.keys(pending.current).length ? "unsaved" : "saved");
    } catch (error) {
      // Keep what failed, unless it was typed over since, so the next save sends it again.
      pending.current = { ...patch, ...pending.current };
      setState("error");
      showToast({ title: "Error saving goals data", description: (error as Error).message, variant: "destructive" });
    }
  }, []);

  const change = useCallback(
    (field: GoalsField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      pending.current = { ...pending.current, [field]: value };
      setState("unsaved");
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DEBOUNCE_MS);
    },
    [flush],
  );

  const sendRemaining = useCallback(() => {
    clearTimeout(timer.current);
    const patch = pending.current;
    if (Object.keys(patch).length === 0) return;
    pending.current = {};
    fetch(ENDPOINT, { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify(patch) }).catch(() => undefined);
  }, []);

  // A navigation inside the app starts: send what is left now, before any page (this one too,
  // on the way back) loads its data.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "loading") sendRemaining();
  }, [navigation.state, sendRemaining]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") sendRemaining();
    };
    window.addEventListener("pagehide", sendRemaining);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", sendRemaining);
      document.removeEventListener("visibilitychange", onHide);
      sendRemaining();
    };
  }, [sendRemaining]);

  return { values, state, change, flush };
}
