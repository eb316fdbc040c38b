import type { z } from "zod";
import { ApiError } from "../api-error";
import { readBodyWithin } from "../request-body";

/** Reads a JSON body no larger than `maxBytes` and validates it; a bad body is a 400 or 413. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T, maxBytes: number): Promise<z.infer<T>> {
  const bytes = await readBodyWithin(request, maxBytes);
  if (bytes === "too_large") throw new ApiError("payload_too_large", "The request body is too large.");
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_input", "The request body must be JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError("invalid_input", "The request body is not valid.", {
      fields: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  return parsed.data;
}
