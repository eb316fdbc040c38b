import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { clientAddress, hitRateLimit } from "~/services/billing/rate-limit.server";
import { sharedBriefPdf } from "~/services/recommenders/brief-pdf.server";
import { fileResponse } from "~/web/file-response.server";
import { SHARED_LINK_WINDOW, bareShareAnswer } from "~/web/shared-link.server";

// GET /shared/brief/:token/pdf: the shared brief as a PDF, by the same token and limits as the page.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const limit = await hitRateLimit(context.app.db, `shared-brief:${clientAddress(request)}`, SHARED_LINK_WINDOW);
  if (!limit.allowed) throw bareShareAnswer(429, { "Retry-After": String(limit.retryAfterSeconds) });
  const file = await sharedBriefPdf(context.app.db, context.app.userObject, params.token ?? "");
  if (!file) throw bareShareAnswer(404);
  const response = fileResponse(file);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  // As the page's: the address holds the token.
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}
