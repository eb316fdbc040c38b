import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { versionTexts } from "~/routes/app.essays.$essayId/essay-page.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// Every version of an essay with its text, for comparing two side by side.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const versions = await versionTexts(context.app.db, context.app.userObject(user.id).versionBodies, user.id, params.essayId ?? "");
  if (!versions) return jsonError(context, "not_found", "This essay was not found.");
  return Response.json({ versions });
}
