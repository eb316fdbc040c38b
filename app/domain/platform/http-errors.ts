// The one error body of every JSON answer Scout gives, from /api and from Remix resource routes
// alike: { error: { code, message, requestId, details? } }. `code` is the product's own word for
// what went wrong (a client switches on it); `message` is for the person; `requestId` is what they
// quote to support. Shared by both sides: the server writes it, `readErrorBody` reads it.
export const errorStatus = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  plan_required: 403,
  trial_expired: 403,
  usage_limit: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  not_configured: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type ErrorBody = { error: { code: ErrorCode; message: string; requestId: string; details?: Record<string, unknown> } };

export function errorBody(code: ErrorCode, message: string, requestId: string, details?: Record<string, unknown>): ErrorBody {
  return { error: { code, message, requestId, ...(details ? { details } : {}) } };
}

/**
 * Reads an error answer in the browser: its code and message, or a plain fallback when it is not
 * one. When the server failed (a 5xx other than "not configured") the message ends with the
 * request's id for the person to quote to support (the server logged that request under it).
 */
export async function readErrorBody(response: Response, fallback: string): Promise<{ code: ErrorCode | "unknown"; message: string }> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const error = body?.error;
  const read =
    error && typeof error.code === "string" && typeof error.message === "string"
      ? { code: error.code, message: error.message }
      : { code: "unknown" as const, message: `${fallback} (status ${response.status})` };
  const requestId = (typeof error?.requestId === "string" && error.requestId) || response.headers.get("x-request-id");
  if (response.status < 500 || read.code === "not_configured" || !requestId) return read;
  return { ...read, message: withSupportId(read.message, requestId) };
}

/** A failure's message with the id to quote to support. */
export const withSupportId = (message: string, requestId: string) => `${message}${/[.!?]$/.test(message) ? "" : "."} Quote this id to support: ${requestId}`;
