import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { SentView } from "~/components/submissions/sent-view";
import type { SentCopy } from "~/domain/submissions/page-data";
import { readSentCopy } from "~/services/submissions/ready-page.server";
import { notFound } from "~/web/http-errors.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "What you sent · Scout" }];

// /app/submit/:school/sent: the read-only copy of what one of the applicant's schools was sent
// (for interview preparation, or to check later); /sent.txt downloads it.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  const sent = await readSentCopy(context.app.db, context.app.userObject(user.id).workRows, user.id, school);
  if (!sent) throw notFound();
  return { sent };
}

export default function SentCopyPage() {
  const { sent } = useLoaderData<typeof loader>() as { sent: SentCopy };
  return <SentView sent={sent} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
