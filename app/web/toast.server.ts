import { type AppLoadContext, createCookie, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Toast } from "~/domain/platform/toast";

const toastSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  durationMs: z.number().int().positive().max(30_000).optional(),
}) satisfies z.ZodType<Toast, unknown>;

// The one server-side toast path: an action redirects with a toast, which travels in a short-lived
// signed cookie and is shown (and cleared) by the next page's root loader.
function toastCookie(context: AppLoadContext) {
  return createCookie("scout_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: new URL(context.app.settings.APP_URL ?? "http://localhost").protocol === "https:",
    secrets: [context.app.settings.BETTER_AUTH_SECRET],
  });
}

export async function redirectWithToast(context: AppLoadContext, url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(context).serialize(toastSchema.parse(toast)));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function takeToast(context: AppLoadContext, request: Request) {
  const cookie = toastCookie(context);
  const value = await cookie.parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(value);
  if (!parsed.success) return { toast: null, headers: null };
  return { toast: parsed.data, headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } };
}
