import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { emailSchema } from "~/domain/account/credentials";
import { accountExists } from "~/services/account/accounts.server";
import { jsonError } from "~/web/http-errors.server";
import { readForm } from "~/web/intent-action.server";
import { clientAddress, hitRateLimit } from "~/services/billing/rate-limit.server";

// Sign-up step 1's existence check. It reveals whether an e-mail has an account, so it is
// rate-limited per client (docs/product-rules.md §13).
export const EMAIL_CHECK_WINDOW = { limit: 10, windowMs: 60_000 };

export async function action({ request, context }: ActionFunctionArgs) {
  const limit = await hitRateLimit(context.app.db, `email-check:${clientAddress(request)}`, EMAIL_CHECK_WINDOW);
  if (!limit.allowed) {
    return jsonError(context, "rate_limited", "Too many checks. Please wait a moment.", { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const submission = readForm(await request.formData(), emailSchema);
  if (submission.status !== "success") return jsonError(context, "invalid_input", "Please enter a valid email address.");
  return Response.json({ exists: await accountExists(context.app.db, submission.value.email) });
}
