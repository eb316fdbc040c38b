import { z } from "zod";
import { schoolNameSchema } from "~/domain/essays/essay-schemas";
import { notFound } from "./http-errors.server";
import { readForm } from "./intent-action.server";

const paramsSchema = z.object({ school: schoolNameSchema });

/** The school named in a page's URL (/app/submit/:school); a name that cannot be a school is the one 404. */
export function schoolParam(params: { school?: string }): string {
  const read = readForm(new URLSearchParams({ school: params.school ?? "" }), paramsSchema);
  if (read.status !== "success") throw notFound();
  return read.value.school;
}
