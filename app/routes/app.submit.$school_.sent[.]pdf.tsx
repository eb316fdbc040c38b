import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportSentCopy } from "~/services/submissions/sent-export.server";
import { exportAnswer, exportLimitRefusal } from "~/web/file-response.server";
import { schoolParam } from "~/web/school-param.server";
import { requireApiUser } from "~/web/session.server";

// /app/submit/:school/sent.pdf: what one of the applicant's schools was sent, as a PDF (counted
// with the user's other exports). A school never submitted, or not theirs, is the one 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const school = schoolParam(params);
  const refused = await exportLimitRefusal(context, user.id);
  if (refused) return refused;
  return exportAnswer(
    context,
    await exportSentCopy(context.app.db, context.app.userObject(user.id).workRows, user.id, school),
    "Nothing sent to this school is kept.",
  );
}
