import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getEssay, listVersions } from "~/services/essays/essays.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// Every version of an essay with its text, for comparing two side by side.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const essay = await getEssay(context.app.db, user.id, params.essayId ?? "");
  if (!essay) return jsonError(context, "not_found", "This essay was not found.");
  const versions = await listVersions(context.app.db, user.id, essay);
  return Response.json({
    versions: versions.map((version) => ({ id: version.id, version: version.version, content: version.essayContent })),
  });
}
