import type { Context } from "hono";
import { type ErrorCode, errorBody, errorStatus } from "../app/domain/platform/http-errors";

// The /api side of the one error body (app/domain/platform/http-errors.ts): throw an ApiError anywhere in
// a handler; the app's onError answers it.
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  const requestId = (c.get("requestId") as string | undefined) ?? "unknown";
  return c.json(errorBody(code, message, requestId, details), errorStatus[code]);
}
