import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { schoolNameSchema } from "~/domain/essays/essay-schemas";
import { readSchoolFacts } from "~/services/applications/checklist.server";
import { notFound } from "~/web/http-errors.server";
import { readForm } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

// GET /app/checklist?school=…: what the catalogue says of each item on one of the
// user's schools' checklists (its words, source and cycle, and the school's own domains), read when
// the checklist is unfolded.
// Another user's school, or one that is not theirs, is the one 404.
const querySchema = z.object({ school: schoolNameSchema });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const query = readForm(new URL(request.url).searchParams, querySchema);
  if (query.status !== "success") throw notFound();
  const read = await readSchoolFacts(context.app.db, user.id, query.value.school);
  if (!read) throw notFound();
  // The facts, and the school's own domains their sources are told by (the citation's rule).
  return { facts: read.facts, ownDomains: read.ownDomains };
}
