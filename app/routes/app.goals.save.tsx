import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { goalsPatchSchema } from "~/domain/goals/goals-schema";
import { saveGoals } from "~/services/goals/goals.server";
import { jsonError } from "~/web/http-errors.server";
import { readPageJson } from "~/web/intent-action.server";
import { requireApiUser } from "~/web/session.server";

// Autosave for the goals grid: the changed cells as JSON. Also reached with fetch keepalive when
// the page is being left, so nothing typed is lost.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(context, request, "Please sign in to save your goals.");
  const patch = await readPageJson(request, goalsPatchSchema);
  if (!patch.ok) return jsonError(context, "invalid_input", patch.message);
  try {
    return Response.json({ updatedAt: await saveGoals(context.app.userObject(user.id).workRows, user.id, patch.value) });
  } catch (error) {
    console.error("goals save failed", { userId: user.id, error: String(error) });
    return jsonError(context, "internal", "The goals could not be stored. Please try again.");
  }
}
