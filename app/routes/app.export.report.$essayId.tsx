import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authorshipReportPdf } from "~/services/export/authorship-report-pdf.server";
import { exportAnswer, exportLimitRefusal } from "~/web/file-response.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/export/report/:essayId: the authorship report of one of the user's essays as a PDF
//, drawn by the export's PDF code. Another user's essay is a 404 (docs/ai-policy.md); past
// the user's exports for now, a 429 (docs/export.md).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const refused = await exportLimitRefusal(context, user.id);
  if (refused) return refused;
  const outcome = await authorshipReportPdf(context.app.db, context.app.userObject(user.id).versionBodies, user.id, params.essayId ?? "");
  return exportAnswer(context, outcome, "This essay was not found.");
}
