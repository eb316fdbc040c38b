import { useFetcher } from "@remix-run/react";
import type { ChecklistActionData } from "~/domain/applications/checklist";
import { hasFieldErrors } from "~/domain/platform/forms";
import { useToastFor } from "../ui/toast";

// The dashboard's own action (app/routes/app._index/route.tsx): the checklist lives on its cards.
export const CHECKLIST_ACTION = "/app?index";

/** A fetcher posting to the checklist's action, with its answer's toast (none when the fields show the problems). */
export function useChecklistFetcher() {
  const fetcher = useFetcher<ChecklistActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}
