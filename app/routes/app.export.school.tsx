import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportSchool } from "~/services/export/essay-export.server";
import { exportAnswer, exportLimitRefusal, readExportQuery } from "~/web/file-response.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/export/school?school=Name&format=docx|pdf: every essay of one of the user's schools
// (the newest version of each) in one file. A school without essays of the user's is a 404; more
// text than one file may hold, a 413; past the user's exports for now, a 429 (docs/export.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const read = readExportQuery(context, request);
  if ("error" in read) return read.error;
  if (!read.query.school) return jsonError(context, "invalid_input", "Name the school whose essays to download.");
  const refused = await exportLimitRefusal(context, user.id);
  if (refused) return refused;
  const outcome = await exportSchool(context.app.db, context.app.userObject(user.id).versionBodies, user.id, read.query.school, read.query.format);
  return exportAnswer(context, outcome, "No essays were found for this school.");
}
