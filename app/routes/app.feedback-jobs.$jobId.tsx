import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jobStatus } from "~/services/feedback/feedback.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// A feedback job's progress (queued, generating, done with its items, or failed with a message),
// polled by the page until it settles. Another user's job is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const job = await jobStatus(context.app.db, context.app.userObject(user.id).workRows, user.id, params.jobId ?? "");
  if (!job) return jsonError(context, "not_found", "This feedback request was not found.");
  return Response.json(job);
}
