import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { goalsPatchSchema } from "~/domain/goals";
import { saveGoals } from "~/services/goals.server";
import { requireUser } from "~/services/session.server";

// Autosave for the goals grid: the changed cells as JSON. Also reached with fetch keepalive when
// the page is being left, so nothing typed is lost.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request).catch(() => null);
  if (!user) return Response.json({ error: "Please sign in to save your goals." }, { status: 401 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "The request body must be JSON." }, { status: 400 });
  }
  const parsed = goalsPatchSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "Invalid goals" }, { status: 400 });
  try {
    return Response.json({ updatedAt: await saveGoals(context.app.db, user.id, parsed.data) });
  } catch (error) {
    console.error("goals save failed", { userId: user.id, error: String(error) });
    return Response.json({ error: "The goals could not be stored. Please try again." }, { status: 500 });
  }
}
