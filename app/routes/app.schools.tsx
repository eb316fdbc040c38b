import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { schoolNameSchema } from "~/domain/essays/essay-schemas";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import type { SchoolActionData } from "~/domain/platform/toast";
import { type AddSchoolOutcome, addSchool, addSchoolQuestion, deleteSchool, moveSchool, setSchoolVisibility } from "~/services/schools/schools.server";
import { asResponse, refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { pickerSchools } from "~/services/catalogue/catalogue.server";
import { type SessionUser, requireFormUser, requireUser } from "~/web/session.server";

// The user's school list: add, delete, show or hide, reorder. Answers with a toast (and, when the
// trial has ended, `expired` so the page opens the Expired-trial modal instead).
const schoolActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), school: schoolNameSchema }),
  z.object({ intent: z.literal("delete"), school: schoolNameSchema }),
  z.object({ intent: z.literal("visibility"), school: schoolNameSchema, visible: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), school: schoolNameSchema, index: z.coerce.number().int().min(0).max(1000) }),
  z.object({ intent: z.literal("add-question"), school: schoolNameSchema, title: z.string().trim().min(1).max(200) }),
]);

type SchoolActionInput = z.infer<typeof schoolActionSchema>;
type SchoolReply = ReturnType<typeof reply<SchoolActionData>>;

// The catalogue's schools Manage Schools offers (operators add schools without a deploy, so
// the list is read when the dialog opens rather than built into the page).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return { schools: await pickerSchools(context.app.db) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A resource route (the school list's fetchers call it from every page): answer a Response.
  return asResponse<SchoolActionData>(
    await requireFormUser(context, request, "You must be logged in to add schools.", (user) => changeSchools(context, request, user)),
  );
}

function changeSchools({ app }: ActionFunctionArgs["context"], request: Request, user: SessionUser) {
  const { db } = app;
  return runIntent<SchoolActionInput, SchoolReply>(
    request,
    schoolActionSchema,
    {
      add: answerFailures("Failed to add school", async (input) => addReply(await addSchool(db, user.id, input.school), input.school)),
      delete: answerFailures("Failed to delete school", async (input) => {
        if (!(await deleteSchool(db, app.userObject(user.id), user.id, input.school))) return refuse("Error", "Failed to delete school", 404);
        return reply({ toast: { title: "School Deleted", description: `${input.school} and all its essays have been deleted.` } });
      }),
      visibility: answerFailures("Failed to update school", async (input) => {
        if (!(await setSchoolVisibility(db, user.id, input.school, input.visible === "true"))) return refuse("Error", "School not found.", 404);
        return reply({ toast: { title: input.visible === "true" ? "School Shown" : "School Hidden", description: input.school } });
      }),
      move: answerFailures("Failed to move school", async (input) => {
        const index = await moveSchool(db, user.id, input.school, input.index);
        if (index === null) return refuse("Error", "School not found.", 404);
        return reply({ toast: { title: "School Reordered", description: `${input.school} has been moved to position ${index + 1}.` } });
      }),
      "add-question": answerFailures("Failed to add the essay", async (input) => {
        const added = await addSchoolQuestion(db, user.id, input.school, input.title);
        if (added.ok) return reply({ toast: { title: "Essay Added", description: `${input.title} (${input.school}) is in your essays.` } });
        if (added.reason === "expired") return refuse(NO_PLAN_TITLE[added.code], "Choose a plan to add essays.", 403, { expired: true });
        if (added.reason === "already_written") return refuse("Essay Already Exists", `You already have an essay for ${input.title}.`, 409);
        return refuse("Error", "That question is not one of your school's.", 404);
      }),
    },
    (submission) => refuseForm("Error", submission),
  );
}

// The list is edited in place, so a failure is answered as a toast where the user is (the list
// stays as it was) rather than by the error page.
function answerFailures<I extends SchoolActionInput>(message: string, handle: (input: I) => Promise<SchoolReply>) {
  return async (input: I) => {
    try {
      return await handle(input);
    } catch (error) {
      console.error("school action failed", { intent: input.intent, error: String(error) });
      return refuse("Error", message, 500);
    }
  };
}

function addReply(outcome: AddSchoolOutcome, school: string): SchoolReply {
  if (outcome.ok) return reply({ toast: { title: "School Added", description: `${school} and its required essays have been added to your applications.` } });
  switch (outcome.reason) {
    case "not_found":
      return refuse("Error", "School not found.", 404);
    case "already_added":
      return refuse("School Already Added", `${school} is already in your applications.`, 409);
    case "essays_exist":
      return refuse("Essays Already Exist", `All essays for ${school} already exist.`, 409);
    case "school_limit":
      return refuse("School Limit Reached", `Your plan includes ${outcome.limit} schools. Upgrade to Pro for unlimited schools.`, 403);
    case "expired":
      return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to add schools.", 403, { expired: true });
  }
}
