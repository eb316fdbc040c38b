import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sentFileName, snapshotText } from "~/domain/submissions/snapshot";
import { readSentCopy } from "~/services/submissions/ready-page.server";
import { fileResponse } from "~/web/file-response.server";
import { notFound } from "~/web/http-errors.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";

// /app/submit/:school/sent.txt: what one of the applicant's schools was sent, as a text file.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const sent = await readSentCopy(context.app.db, context.app.userObject(user.id).workRows, user.id, schoolParam(params));
  if (!sent) throw notFound();
  const bytes = new TextEncoder().encode(snapshotText(sent.school, sent, sent.snapshot));
  return fileResponse({ bytes, fileName: sentFileName(sent.school, sent.submittedOn), contentType: "text/plain; charset=utf-8" });
}
