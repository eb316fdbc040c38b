import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ErrorCode, errorBody, errorStatus } from "~/domain/platform/http-errors";

/** A JSON error answer from a Remix route, in the one error body (see app/domain/platform/http-errors.ts). */
export function jsonError(context: AppLoadContext, code: ErrorCode, message: string, init: { headers?: HeadersInit; details?: Record<string, unknown> } = {}) {
  return Response.json(errorBody(code, message, context.app.requestId, init.details), { status: errorStatus[code], headers: init.headers });
}

/**
 * The 404 a page's loader or action throws for what is not there, or not the user's (never a 403
 * that would confirm it exists); the route's error boundary shows it as the not-found page.
 */
export const notFound = (init: { headers?: HeadersInit } = {}) =>
  // eslint-disable-next-line no-restricted-syntax -- the one 404: the error boundary draws the page, the text is never shown
  new Response("Not found", { status: 404, headers: init.headers });

/** Throws the 404 unless `condition` holds (Epic Stack's invariantResponse, for the one case we use). */
export function invariantFound<T>(condition: T): asserts condition {
  if (!condition) throw notFound();
}
