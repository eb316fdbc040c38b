import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ErrorCode, errorBody, errorStatus } from "~/domain/http-errors";

/** A JSON error answer from a Remix route, in the one error body (see app/domain/http-errors.ts). */
export function jsonError(context: AppLoadContext, code: ErrorCode, message: string, init: { headers?: HeadersInit; details?: Record<string, unknown> } = {}) {
  return Response.json(errorBody(code, message, context.app.requestId, init.details), { status: errorStatus[code], headers: init.headers });
}
