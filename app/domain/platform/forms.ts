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

/**
 * The form's problems cleared and its values kept as the person left them. (conform's reset, an
 * `initialValue` of null, would also put every field back to its first value: a round picker
 * re-rendered with new options was left with none chosen.)
 */
const CLEARED: NonNullable<FormAnswer["result"]> = { status: "success", error: {} };

/**
 * What a fetcher's form gives conform's useForm as its last result: the answer's problems once the
 * answer is in, and, for an answer without any (the value was stored), problems cleared. conform
 * leaves a form as it is when given nothing, so a refusal's message stayed by its field after the
 * next try succeeded ("A GMAT total is between 200 and 805" under a score just saved).
 */
export function lastResultOf(fetcher: { state: string; data?: FormAnswer | null }): FormAnswer["result"] | null {
  if (fetcher.state !== "idle" || !fetcher.data) return null;
  return fetcher.data.result ?? CLEARED;
}
