import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { schoolNameSchema } from "~/domain/essay-rules";
import { NO_PLAN_TITLE } from "~/domain/entitlements";
import type { SchoolActionData } from "~/domain/toast";
import { type AddSchoolOutcome, addSchool, deleteSchool, moveSchool, setSchoolVisibility } from "~/services/schools.server";
import { getSessionUser } from "~/services/session.server";

// The user's school list: add, delete, show or hide, reorder. Answers with a toast (and, when the
// trial has ended, `expired` so the page opens the Expired-trial modal instead).
const schoolActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), school: schoolNameSchema }),
  z.object({ intent: z.literal("delete"), school: schoolNameSchema }),
  z.object({ intent: z.literal("visibility"), school: schoolNameSchema, visible: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), school: schoolNameSchema, index: z.coerce.number().int().min(0).max(1000) }),
]);

const reply = (body: SchoolActionData, status = 200) => Response.json(body, { status });
const failure = (title: string, description: string, status: number) => reply({ toast: { title, description, variant: "destructive" } }, status);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return failure("Authentication Required", "You must be logged in to add schools.", 401);
  const parsed = schoolActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failure("Error", parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const input = parsed.data;
  const { db } = context.app;
  try {
    switch (input.intent) {
      case "add":
        return addReply(await addSchool(db, user.id, input.school), input.school);
      case "delete":
        if (!(await deleteSchool(db, user.id, input.school))) return failure("Error", "Failed to delete school", 404);
        return reply({ toast: { title: "School Deleted", description: `${input.school} and all its essays have been deleted.` } });
      case "visibility":
        if (!(await setSchoolVisibility(db, user.id, input.school, input.visible === "true"))) return failure("Error", "School not found.", 404);
        return reply({ toast: { title: input.visible === "true" ? "School Shown" : "School Hidden", description: input.school } });
      case "move": {
        const index = await moveSchool(db, user.id, input.school, input.index);
        if (index === null) return failure("Error", "School not found.", 404);
        return reply({ toast: { title: "School Reordered", description: `${input.school} has been moved to position ${index + 1}.` } });
      }
    }
  } catch (error) {
    console.error("school action failed", { intent: input.intent, error: String(error) });
    return failure("Error", input.intent === "delete" ? "Failed to delete school" : "Failed to add school", 500);
  }
}

function addReply(outcome: AddSchoolOutcome, school: string) {
  if (outcome.ok) return reply({ toast: { title: "School Added", description: `${school} and its required essays have been added to your applications.` } });
  switch (outcome.reason) {
    case "not_found":
      return failure("Error", "School not found.", 404);
    case "already_added":
      return failure("School Already Added", `${school} is already in your applications.`, 409);
    case "essays_exist":
      return failure("Essays Already Exist", `All essays for ${school} already exist.`, 409);
    case "school_limit":
      return failure("School Limit Reached", `Your plan includes ${outcome.limit} schools. Upgrade to Pro for unlimited schools.`, 403);
    case "expired":
      return reply({ toast: { title: NO_PLAN_TITLE[outcome.code], description: "Choose a plan to add schools.", variant: "destructive" }, expired: true }, 403);
  }
}
