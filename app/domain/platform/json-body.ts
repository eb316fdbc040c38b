import type { z } from "zod";

export type JsonBodyProblem = { message: string; fields: { path: string; message: string }[] };

/**
 * A JSON body's text checked against its schema, the one rule for every route that takes JSON
 * (a page's script, the API): the value, or what is wrong with it in words and by field. Reading
 * the body within a size is the caller's: a page's is bounded before Remix sees it
 * (workers/page-body.ts), the API's as it reads (workers/api/read-json.ts).
 */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S): { ok: true; value: z.output<S> } | ({ ok: false } & JsonBodyProblem) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "The request body must be JSON.", fields: [] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return { ok: false, message: fields[0]?.message ?? "The request body is not valid.", fields };
}
