import { z } from "zod";
import { validateEnteredDeadline } from "../deadlines/entered-deadline";
import { schoolNameSchema } from "../essays/essay-schemas";

// What the deadlines action accepts (app/routes/app.deadlines/route.tsx): the applicant's round and
// entered date for one of their schools, and their calendar link. Server-side only; the browser
// reads the zones from deadlines.ts. conform leaves an empty field out, so the entered deadline's
// fields are optional here and validateEnteredDeadline says which one is missing, by its field.

// A round is picked by its intake and name ("January 2028 intake · Round 1"): up to 40 + 3 + 40.
const ROUND_LIMIT = 120;

const enteredDeadlineSchema = z
  .object({
    intent: z.literal("enter-date"),
    school: schoolNameSchema,
    date: z.string().max(20).optional(),
    time: z.string().max(20).optional(),
    timeZone: z.string().max(60).optional(),
  })
  .transform((input, context) => {
    // What is stored is what validation returns (trimmed, checked), never what was sent: a zone
    // sent as "America/Chicago " once reached the database and broke the pages and the sweep.
    const checked = validateEnteredDeadline(input);
    if (checked.ok) return { intent: input.intent, school: input.school, ...checked.deadline };
    for (const [field, message] of Object.entries(checked.errors)) context.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });

export const deadlinesActionSchema = z.discriminatedUnion("intent", [
  // An empty round (conform: left out) is "not decided".
  z.object({ intent: z.literal("round"), school: schoolNameSchema, round: z.string().trim().max(ROUND_LIMIT).optional() }),
  enteredDeadlineSchema,
  z.object({ intent: z.literal("use-school-date"), school: schoolNameSchema }),
  z.object({ intent: z.literal("clear-date"), school: schoolNameSchema }),
  z.object({ intent: z.literal("rotate-feed") }),
  z.object({ intent: z.literal("turn-off-feed") }),
]);

export type DeadlinesActionInput = z.infer<typeof deadlinesActionSchema>;
