import { useActionData, useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { SubmitActionData } from "~/domain/submissions/page-data";
import { useToastFor } from "../ui/toast";

/** The Ready to submit page's address for one school. */
export const readyPath = (school: string) => `/app/submit/${encodeURIComponent(school)}`;

/** A fetcher posting to a school's Ready to submit action, with its answer's toast (none when the fields show the problems). */
export function useSubmitFetcher() {
  const fetcher = useFetcher<SubmitActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}

/**
 * The toast of the Mark submitted form's answer (a page's post: the page's action data). Shown by
 * the page, which stays while the form goes and comes back with an undo: the form's own effect would
 * show the same answer again when it came back.
 */
export function useSubmitAnswerToast() {
  useToastFor(useActionData<SubmitActionData>(), (answer) => (hasFieldErrors(answer) ? null : answer.toast));
}
