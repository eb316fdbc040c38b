import type { z } from "zod";
import { parseJsonBody } from "../../app/domain/platform/json-body";
import { ApiError } from "../api-error";
import { readBodyWithin } from "../request-body";

/** Reads a JSON body no larger than `maxBytes` and checks it (parseJsonBody); a bad body is a 400 or 413. */
export async function readJsonWithin<T extends z.ZodType>(request: Request, schema: T, maxBytes: number): Promise<z.output<T>> {
  const bytes = await readBodyWithin(request, maxBytes);
  if (bytes === "too_large") throw new ApiError("payload_too_large", "The request body is too large.");
  const body = parseJsonBody(new TextDecoder().decode(bytes), schema);
  if (!body.ok) throw new ApiError("invalid_input", body.message, body.fields.length ? { fields: body.fields } : undefined);
  return body.value;
}
