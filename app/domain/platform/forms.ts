import type { SubmissionResult } from "@conform-to/react";

/**
 * What an action answers for a form it refused: conform's result, which carries each problem
 * by its field, so the form shows it next to the field (docs/forms.md).
 */
export type FormAnswer = { result?: SubmissionResult<string[]> };

/** Whether an answer refused a form field by field (the form shows those; no toast is needed). */
export function hasFieldErrors(answer: FormAnswer | null | undefined) {
  return Object.values(answer?.result?.error ?? {}).some((messages) => Boolean(messages?.length));
}
