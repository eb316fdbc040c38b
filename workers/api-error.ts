import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// One error envelope for every API route: { error: { code, message, requestId } }.
export const apiErrorCodes = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_configured: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ApiErrorCode = keyof typeof apiErrorCodes;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, code: ApiErrorCode, message: string, details?: Record<string, unknown>) {
  const requestId = (c.get("requestId") as string | undefined) ?? "unknown";
  return c.json({ error: { code, message, requestId, ...(details ? { details } : {}) } }, apiErrorCodes[code]);
}
