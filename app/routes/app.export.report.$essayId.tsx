import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authorshipReportPdf } from "~/services/authorship/authorship-report-pdf.server";
import { fileResponse } from "~/web/file-response.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/export/report/:essayId: the authorship report of one of the user's essays as a PDF
// (#31), drawn by the export's PDF code. Another user's essay is a 404 (docs/ai-policy.md).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const file = await authorshipReportPdf(context.app.db, context.app.userObject(user.id), user.id, params.essayId ?? "");
  if (!file) return jsonError(context, "not_found", "This essay was not found.");
  return fileResponse(file);
}
