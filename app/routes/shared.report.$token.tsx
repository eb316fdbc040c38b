import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthorshipReport } from "~/components/authorship/authorship-report";
import { clientAddress, hitRateLimit } from "~/services/billing/rate-limit.server";
import { reportForShare } from "~/services/authorship/authorship-report.server";

// /shared/report/:token: an authorship report its owner shared, read only, with no session.
// The token alone opens that one report and nothing else; a malformed, unknown or revoked token is
// the same bare 404, and reads are rate-limited per client, so tokens cannot be tried in bulk.
export const SHARED_REPORT_WINDOW = { limit: 30, windowMs: 60_000 };

export const meta: MetaFunction = () => [{ title: "Authorship report · Scout" }, { name: "robots", content: "noindex, nofollow" }];

export const headers = () => ({ "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });

const bare = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 429 ? "Too many requests" : "Not found", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", ...headers },
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const limit = await hitRateLimit(context.app.db, `shared-report:${clientAddress(request)}`, SHARED_REPORT_WINDOW);
  if (!limit.allowed) throw bare(429, { "Retry-After": String(limit.retryAfterSeconds) });
  const report = await reportForShare(context.app.db, context.app.userObject, params.token ?? "");
  if (!report) throw bare(404);
  return { report };
}

export default function SharedReport() {
  const { report } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <p className="mb-4 text-sm text-slate-700 print:hidden">{`Shared with you by ${report.shared?.applicant ?? "the applicant"}, read only, from Scout.`}</p>
      <AuthorshipReport report={report} />
      {report.shared ? (
        <section aria-labelledby="shared-essay" className="mt-8 break-before-page">
          <h2 id="shared-essay" className="text-lg font-semibold text-slate-900">
            {`The essay: version ${report.shared.version}, as last saved`}
          </h2>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-900">{report.shared.text || "This version has no text yet."}</p>
        </section>
      ) : null}
    </main>
  );
}
