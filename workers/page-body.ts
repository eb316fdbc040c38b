import type { ErrorCode } from "../app/domain/platform/http-errors";
import { mediaTypeOf, readBodyWithin } from "./request-body";

// What a page's action may be sent (finding 4): our pages post forms, urlencoded or
// multipart, and the goals autosave posts JSON. Anything else, a form that cannot be parsed, or a
// body over the route's size is refused here, before Remix runs the action, with the one error
// body: a 415, 400 or 413, never the 500 that request.formData() throwing inside an action was.

const KIB = 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

type PageBodyRule = { maxBytes: number; accepts: readonly string[] };

const FORMS: PageBodyRule = { maxBytes: 64 * KIB, accepts: FORM_TYPES };

/**
 * Routes whose bodies may be larger than an ordinary form's, by route pattern
 * (observability/route-pattern.ts). The sizes allow the largest text the page's own schema takes,
 * percent-encoded at its worst (a 3-byte character is 9 bytes), with room for the other fields.
 */
const LARGER: Record<string, PageBodyRule> = {
  // An essay or a resume of 50,000 characters (CONTENT_LIMIT).
  "/app/essays/:essayId": { maxBytes: 1024 * KIB, accepts: FORM_TYPES },
  "/app/resume": { maxBytes: 1024 * KIB, accepts: FORM_TYPES },
  // The goals grid's changed cells, as JSON (a vision of 5,000 characters, cells of 1,000).
  "/app/goals/save": { maxBytes: 256 * KIB, accepts: ["application/json"] },
  // A recommender's brief of 12,000 characters (BRIEF_LIMIT).
  "/app/recommenders": { maxBytes: 128 * KIB, accepts: FORM_TYPES },
  // An AI prompt of 20,000 characters (PROMPT_TEXT_MAX); a catalogue question of 4,000 with its note and sources.
  "/admin/prompts/:type": { maxBytes: 256 * KIB, accepts: FORM_TYPES },
  "/admin/catalogue/:schoolId": { maxBytes: 128 * KIB, accepts: FORM_TYPES },
  // An interview format: 40 questions of 500 characters, its rubric and sources.
  "/admin/interview-formats/:formatId": { maxBytes: 192 * KIB, accepts: FORM_TYPES },
};

export const pageBodyRule = (routePattern: string): PageBodyRule => LARGER[routePattern] ?? FORMS;

export type PageBodyCheck = { ok: true; request: Request } | { ok: false; code: ErrorCode; message: string };

/**
 * The request to hand to Remix, its body read once within the route's limit and checked; or why
 * it is refused. A request without a body gets an empty form, so an action reading its form finds
 * none of its fields (a 400 by its own schema) instead of throwing.
 */
export async function checkPageBody(request: Request, routePattern: string): Promise<PageBodyCheck> {
  if (request.method === "GET" || request.method === "HEAD") return { ok: true, request };
  const rule = pageBodyRule(routePattern);
  const bytes = await readBodyWithin(request, rule.maxBytes);
  if (bytes === "too_large") return { ok: false, code: "payload_too_large", message: "The request body is too large." };
  const type = mediaTypeOf(request.headers.get("content-type"));
  if (bytes.byteLength === 0) {
    if (rule.accepts.includes(type)) return { ok: true, request: new Request(request, { body: bytes }) };
    const headers = new Headers(request.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    return { ok: true, request: new Request(request, { headers, body: bytes }) };
  }
  if (!rule.accepts.includes(type)) {
    return { ok: false, code: "unsupported_media_type", message: `This page accepts ${rule.accepts.join(" or ")} only.` };
  }
  if (FORM_TYPES.some((form) => form === type)) {
    const parsed = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData().then(
      () => true,
      () => false,
    );
    if (!parsed) return { ok: false, code: "invalid_input", message: "The form could not be read." };
  }
  return { ok: true, request: new Request(request, { body: bytes }) };
}
