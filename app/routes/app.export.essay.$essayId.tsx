import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportEssay } from "~/services/export/essay-export.server";
import { exportAnswer, exportLimitRefusal, readExportQuery } from "~/web/file-response.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/export/essay/:essayId?format=docx|pdf[&version=N]: one of the user's essays as a file
// (the version open, or another saved version of it). Another user's essay, or a version that
// does not exist, is a 404; past the user's exports for now, a 429 (docs/export.md).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const read = readExportQuery(context, request);
  if ("error" in read) return read.error;
  const refused = await exportLimitRefusal(context, user.id);
  if (refused) return refused;
  const outcome = await exportEssay(
    context.app.db,
    context.app.userObject(user.id).versionBodies,
    user.id,
    params.essayId ?? "",
    read.query.format,
    read.query.version,
  );
  return exportAnswer(context, outcome, read.query.version ? "This version of the essay was not found." : "This essay was not found.");
}
