import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jobStatus } from "~/services/feedback.server";
import { requireUser } from "~/services/session.server";

// A feedback job's progress (queued, generating, done with its items, or failed with a message),
// polled by the page until it settles. Another user's job is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const job = await jobStatus(context.app.db, user.id, params.jobId ?? "");
  if (!job) return Response.json({ error: "Not found" }, { status: 404 });
  return Response.json(job);
}
