import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { clientAddress, hitRateLimit } from "~/services/billing/rate-limit.server";
import { briefForShare } from "~/services/recommenders/brief-shares.server";
import { SharedBriefView } from "~/components/recommenders/shared-brief-view";
import { SHARED_LINK_WINDOW, bareShareAnswer } from "~/web/shared-link.server";

// /shared/brief/:token: a recommender's brief the applicant shared, read only, with no
// session. The token opens that one brief and nothing else; a malformed, unknown or revoked token
// is the same bare 404, and reads are rate-limited per client (as the shared authorship report).

export const meta: MetaFunction = () => [{ title: "Recommendation brief · Scout" }, { name: "robots", content: "noindex, nofollow" }];

export const headers = () => ({ "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const limit = await hitRateLimit(context.app.db, `shared-brief:${clientAddress(request)}`, SHARED_LINK_WINDOW);
  if (!limit.allowed) throw bareShareAnswer(429, { "Retry-After": String(limit.retryAfterSeconds) });
  const brief = await briefForShare(context.app.db, context.app.userObject, params.token ?? "");
  if (!brief) throw bareShareAnswer(404);
  return { brief, token: params.token ?? "" };
}

export default function SharedBrief() {
  const { brief, token } = useLoaderData<typeof loader>();
  return <SharedBriefView brief={brief} pdfHref={`/shared/brief/${token}/pdf`} />;
}
