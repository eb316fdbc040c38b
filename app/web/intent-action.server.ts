import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { Toast } from "~/domain/toast";

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

type Intent = { intent: string };
export type IntentHandlers<I extends Intent, R> = { [K in I["intent"]]: (input: Extract<I, { intent: K }>) => Promise<R> };

/**
 * The one shape of a page action that takes several intents (the essay editor, the resume, the
 * school list, the plan choice): the form is read against one discriminated union on `intent`, a
 * form that does not fit is refused with its first problem (400), and each intent has its own
 * handler; the compiler insists on one handler per intent, so a new intent cannot be forgotten.
 */
export async function runIntent<I extends Intent, R>(
  request: Request,
  schema: z.ZodType<I>,
  handlers: IntentHandlers<I, R>,
  invalid: (message: string) => R,
): Promise<R> {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Invalid request");
  const handler = handlers[parsed.data.intent as I["intent"]] as (input: I) => Promise<R>;
  return handler(parsed.data);
}
