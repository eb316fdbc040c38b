import { parseWithZod } from "@conform-to/zod/v4";
import { type HeadersFunction, data } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { FormAnswer } from "~/domain/platform/forms";
import { parseJsonBody } from "~/domain/platform/json-body";
import type { Toast } from "~/domain/platform/toast";

/** Every page action answers a toast, plus whatever its page reads next to it. */
export type ToastReply = { toast: Toast };

/** An answer with its status: the toast the page shows, and the fields it reads. */
export const reply = <D extends ToastReply>(body: D, status = 200) => data(body, status);

/** A refusal: a red toast with a title and what to do next. */
export const refuse = <E extends object = object>(title: string, description: string, status: number, extra?: E) =>
  data({ toast: { title, description, variant: "destructive" } satisfies Toast, ...(extra ?? ({} as E)) }, status);

/**
 * The same answer as a plain Response, for a resource route (one without a page): single fetch
 * turns `data()` into a status and headers for page routes only.
 */
export const asResponse = <D>(answer: ReturnType<typeof data<D>>) => Response.json(answer.data, answer.init ?? undefined);

/**
 * A page route's `headers` export that keeps its action's Retry-After (a limiter's refusal) on
 * the answer: without one, Remix passes on only the cookies of a page's action.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * Reads a form against its schema, the one way every action does (docs/forms.md). conform's
 * parse keeps each problem with its field, so a form that shows fields can put the message next
 * to the field; its coercion is off because the schemas say themselves what they coerce.
 */
export function readForm<S extends z.ZodType>(form: FormData | URLSearchParams, schema: S) {
  return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/**
 * Reads a JSON body against its schema, for the one route a script sends JSON to rather than a
 * form (the goals autosave, also sent with fetch keepalive as the page is left); its size was
 * checked before the action ran (workers/page-body.ts). The value, or the problem to answer as
 * `invalid_input`.
 */
export async function readPageJson<S extends z.ZodType>(request: Request, schema: S) {
  return parseJsonBody(await request.text(), schema);
}

/**
 * A form that does not fit its schema: 400, the problems by field for the form (conform's
 * `result`), and the first problem as a toast for a page that has no field to show it by.
 * `hideFields` (passwords) are left out of the form state sent back.
 */
export function refuseForm(
  title: string,
  submission: { reply: (options?: { hideFields?: string[] }) => FormAnswer["result"]; error?: Record<string, string[] | null> | null },
  options: { hideFields?: string[] } = {},
) {
  const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0] ?? "Invalid request";
  return refuse(title, first, 400, { result: submission.reply(options.hideFields ? { hideFields: options.hideFields } : undefined) } satisfies FormAnswer);
}

/**
 * A form that fits its schema but that the action refuses because of one field (a wrong current
 * password): the problem by that field, as conform reads it, and as the toast for a page without it.
 */
export function refuseField(title: string, field: string, message: string, status = 400) {
  const result: FormAnswer["result"] = { status: "error", error: { [field]: [message] } };
  return refuse(title, message, status, { result } satisfies FormAnswer);
}

type Intent = { intent: string };
export type IntentHandlers<I extends Intent, R> = { [K in I["intent"]]: (input: Extract<I, { intent: K }>) => Promise<R> };

/**
 * The one shape of a page action that takes several intents (the essay editor, the resume, the
 * school list, the plan choice): the form is read against one discriminated union on `intent`, a
 * form that does not fit is refused by `invalid` (with conform's submission, so the problems stay
 * by their fields), and each intent has its own handler; the compiler insists on one handler per
 * intent, so a new intent cannot be forgotten.
 */
export async function runIntent<I extends Intent, R>(
  request: Request,
  schema: z.ZodType<I>,
  handlers: IntentHandlers<I, R>,
  invalid: (submission: Parameters<typeof refuseForm>[1]) => R,
): Promise<R> {
  const submission = readForm(await request.formData(), schema);
  if (submission.status !== "success") return invalid(submission);
  const input = submission.value as I;
  const handler = handlers[input.intent as I["intent"]] as (input: I) => Promise<R>;
  return handler(input);
}
