import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { REFLECTION_LIMIT } from "~/domain/interviews/reflection";
import { requestDebriefAgain } from "~/services/interviews/interview-end.server";
import { saveReflection } from "~/services/interviews/interview-reflection.server";
import { getInterview } from "~/services/interviews/interviews.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

// The mock interview page's action, apart from the page: its form schemas stay out of the browser's
// bundle (zod alone is about 25 KB gzip).

const reflectionFormSchema = z.object({
  intent: z.literal("reflection"),
  text: z.string().max(REFLECTION_LIMIT, `Keep the reflection under ${REFLECTION_LIMIT.toLocaleString("en-US")} characters.`),
  baseRevision: z.coerce.number().int().min(0),
});

const actionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("debrief") }), reflectionFormSchema]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const interview = await getInterview(db, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const page = `/app/interviews/${interview.id}`;
  return runIntent<z.infer<typeof actionSchema>, Response | ReturnType<typeof refuse> | ReturnType<typeof reply>>(
    request,
    actionSchema,
    {
      debrief: async () => {
        const deps = { db, meter: context.app.userObject(user.id), queue: context.app.interviewQueue, aiConfigured: context.app.openai !== null };
        if (!(await requestDebriefAgain(deps, user.id, interview.id)))
          return refuse("Debrief Not Requested", "This debrief is not waiting to be asked again.", 409);
        return redirectWithToast(context, page, { title: "Debrief Requested", description: "It appears here in a moment." });
      },
      reflection: async (input) => {
        const saved = await saveReflection(db, user.id, interview.id, input.text, input.baseRevision);
        if (saved.ok) return reply({ toast: { title: "Reflection Saved" }, saved: { revision: saved.revision } });
        if (saved.reason === "not_found") throw notFound();
        if (saved.reason === "conflict")
          return refuse("Not saved: a newer copy exists", "This reflection was changed in another tab or device.", 409, { conflict: saved.current });
        return refuse("No Reflection", "Only an application-based interview that has ended has a practice reflection.", 409);
      },
    },
    (submission) => refuseForm("Not Done", submission),
  );
}
