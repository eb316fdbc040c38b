import { Hono } from "hono";
import { oneClickBodySchema, unsubscribeLinkSchema } from "../../app/domain/account/email-preference-schema";
import { unsubscribeByLink } from "../../app/services/platform/email-preferences.server";
import { errorResponse } from "../api-error";
import type { ApiEnv } from "../context";
import { readBodyWithin } from "../request-body";

// A mail client's own Unsubscribe button (RFC 8058): the List-Unsubscribe header of each reminder
// names this address with the same signed link as the e-mail's, and the client POSTs
// "List-Unsubscribe=One-Click" here from its own servers, with no cookie and no Origin. The
// signed link is the credential (same-origin.ts lets it through for that reason): it turns off
// the one kind of e-mail it names for the one user it names, and a wrong one changes nothing.
// A client that opens the address instead is sent to the page that asks first.
export const emailUnsubscribe = new Hono<ApiEnv>();

emailUnsubscribe.get("/", (c) => c.redirect(`/email/unsubscribe${new URL(c.req.url).search}`, 303));

emailUnsubscribe.post("/", async (c) => {
  const link = unsubscribeLinkSchema.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
  if (!link.success) return errorResponse(c, "invalid_input", "This unsubscribe link is incomplete.");
  const bytes = await readBodyWithin(c.req.raw, 1_024);
  if (bytes === "too_large") return errorResponse(c, "payload_too_large", "The request body is too large.");
  const body = oneClickBodySchema.safeParse(Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes))));
  if (!body.success) return errorResponse(c, "invalid_input", "Expected List-Unsubscribe=One-Click.");
  const app = c.get("app");
  const outcome = await unsubscribeByLink(app.db, app.settings.BETTER_AUTH_SECRET, link.data);
  if (!outcome.ok) return errorResponse(c, "not_found", "This unsubscribe link does not work.");
  return c.json({ unsubscribed: outcome.setting });
});
