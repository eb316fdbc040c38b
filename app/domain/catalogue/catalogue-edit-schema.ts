import { z } from "zod";
import {
  CATALOGUE_NOTE_MAX,
  CYCLE_NOTE_MAX,
  POLICY_QUOTE_MAX,
  POLICY_SUMMARY_MAX,
  ESSAY_LIMIT_MAX,
  ESSAY_PROMPT_MAX,
  ESSAY_TITLE_MAX,
  ROUND_NAME_MAX,
  SOURCES_MAX,
  SOURCE_URL_MAX,
  sourceLines,
} from "./catalogue-edit";
import { firstAddressIssue, sourceAddressIssue } from "./source-address";
import { validateEnteredDeadline } from "../deadlines/entered-deadline";
import { AI_POLICY_CLASSES } from "../ai-policy/ai-policy";
import { schoolProfileSchema } from "./school-profile";

// What /admin/catalogue/:schoolId accepts. Server-side only: the page imports the limits from
// catalogue-edit.ts. conform leaves an empty field out, so optional text is optional here.

const ROW_ID = z.string().trim().max(100);
const CYCLE = z.string().regex(/^\d{4}-\d{4}$/, "Pick a cycle such as 2026-2027.");
const checkbox = z.literal("on").optional();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((text) => text || null);

const sourcesField = z
  .string({ error: "Give the page this comes from." })
  .transform(sourceLines)
  .superRefine((lines, context) => {
    if (lines.length === 0) context.addIssue({ code: "custom", message: "Give the page this comes from." });
    else if (lines.length > SOURCES_MAX) context.addIssue({ code: "custom", message: `Give at most ${SOURCES_MAX} sources.` });
    const long = lines.find((line) => line.length > SOURCE_URL_MAX);
    const issue = long ? `“${long.slice(0, 60)}…” is longer than ${SOURCE_URL_MAX} characters.` : firstAddressIssue(lines);
    if (issue) context.addIssue({ code: "custom", message: issue });
  });

const essayDraftSchema = z.object({
  intent: z.literal("essay-draft"),
  cycle: CYCLE,
  // The row being edited (a published item or a draft); none for a new question.
  id: ROW_ID.optional(),
  title: z
    .string({ error: "Give the essay a title." })
    .trim()
    .min(1, "Give the essay a title.")
    .max(ESSAY_TITLE_MAX, `The title must be at most ${ESSAY_TITLE_MAX} characters.`),
  prompt: z
    .string({ error: "Give the question as the school words it." })
    .trim()
    .min(1, "Give the question as the school words it.")
    .max(ESSAY_PROMPT_MAX, `The question must be at most ${ESSAY_PROMPT_MAX.toLocaleString("en-US")} characters.`),
  limit: optionalText(ESSAY_LIMIT_MAX, "The limit"),
  hardLimit: checkbox,
  kind: z.enum(["essay", "short_answer", "video", "images", "choose_one"], { error: "Pick the kind of answer." }),
  required: checkbox,
  chooseOneGroup: optionalText(60, "The group name"),
  // Where the portal asks it and who answers it; a form that predates them leaves them as they were seeded.
  askedIn: z.enum(["essays", "form"], { error: "Pick where the school asks it." }).default("essays"),
  audience: z.enum(["everyone", "reapplicants", "international"], { error: "Pick who answers it." }).default("everyone"),
  wordingConfirmed: checkbox,
  sources: sourcesField,
  note: optionalText(CATALOGUE_NOTE_MAX, "The note"),
  verified: checkbox,
});

const deadlineDraftSchema = z
  .object({
    intent: z.literal("deadline-draft"),
    cycle: CYCLE,
    id: ROW_ID.optional(),
    round: z
      .string({ error: "Name the round, as the school does (R1, Round 2, Deferred…)." })
      .trim()
      .min(1, "Name the round, as the school does (R1, Round 2, Deferred…).")
      .max(ROUND_NAME_MAX, `The round's name must be at most ${ROUND_NAME_MAX} characters.`),
    // The intake the round admits to, where the school has several ("January 2028 intake").
    intake: optionalText(ROUND_NAME_MAX, "The intake"),
    // No date: the round exists and Scout does not have its date yet.
    date: z.string().max(20).optional(),
    time: z.string().max(20).optional(),
    timeZone: z.string().max(60).optional(),
    previousCycleDate: z.string().max(20).optional(),
    sources: sourcesField,
    note: optionalText(CATALOGUE_NOTE_MAX, "The note"),
    verified: checkbox,
  })
  .superRefine((input, context) => {
    const stated = (input.date ?? "").trim();
    if (stated) {
      const checked = validateEnteredDeadline(input);
      if (!checked.ok) for (const [field, message] of Object.entries(checked.errors)) context.addIssue({ code: "custom", path: [field], message });
    } else if ((input.time ?? "").trim()) {
      context.addIssue({ code: "custom", path: ["date"], message: "Give the date the time belongs to, or clear the time." });
    }
    const previous = (input.previousCycleDate ?? "").trim();
    if (previous && !validateEnteredDeadline({ date: previous, timeZone: "UTC" }).ok) {
      context.addIssue({ code: "custom", path: ["previousCycleDate"], message: "Enter a real date, such as 2026-01-06, or leave it empty." });
    }
  });

// A school's AI policy: its class, our summary, the school's own words where a source quotes
// them, and whether it asks for a disclosure ("unknown" when the sources do not say).
const policyDraftSchema = z.object({
  intent: z.literal("policy-draft"),
  cycle: CYCLE,
  id: ROW_ID.optional(),
  policy: z.enum(AI_POLICY_CLASSES, { error: "Pick what the policy says." }),
  summary: z
    .string({ error: "Summarize the policy in your own words." })
    .trim()
    .min(1, "Summarize the policy in your own words.")
    .max(POLICY_SUMMARY_MAX, `The summary must be at most ${POLICY_SUMMARY_MAX.toLocaleString("en-US")} characters.`),
  quote: optionalText(POLICY_QUOTE_MAX, "The quote"),
  disclosure: z.enum(["yes", "no", "unknown"], { error: "Say whether the school asks for a disclosure." }),
  sources: sourcesField,
  note: optionalText(CATALOGUE_NOTE_MAX, "The note"),
  verified: checkbox,
});

const ITEM = { item: z.enum(["essay", "deadline", "policy"]), id: ROW_ID.min(1) };

export const catalogueActionSchema = z.discriminatedUnion("intent", [
  essayDraftSchema,
  deadlineDraftSchema,
  policyDraftSchema,
  z.object({ intent: z.literal("publish"), ...ITEM }),
  z.object({ intent: z.literal("discard"), ...ITEM }),
  z.object({ intent: z.literal("verify"), ...ITEM }),
  z.object({ intent: z.literal("retire"), ...ITEM }),
  schoolProfileSchema,
  z.object({ intent: z.literal("school-publish") }),
  z.object({ intent: z.literal("school-retire") }),
  z.object({ intent: z.literal("school-discard") }),
  // An operator looked at a changed source page: its text becomes the baseline.
  z.object({ intent: z.literal("source-reviewed"), url: z.string().trim().min(1).max(SOURCE_URL_MAX) }),
  z.object({
    intent: z.literal("school-cycle"),
    cycle: CYCLE,
    cycleNote: optionalText(CYCLE_NOTE_MAX, "The note"),
    // The school's own deadlines page: linked wherever an applicant is asked to enter a date.
    deadlinesUrl: optionalText(SOURCE_URL_MAX, "The address").superRefine((url, context) => {
      const issue = url === null ? null : sourceAddressIssue(url);
      if (issue) context.addIssue({ code: "custom", message: issue });
    }),
  }),
]);

export type CatalogueActionInput = z.infer<typeof catalogueActionSchema>;
export type EssayDraftInput = z.infer<typeof essayDraftSchema>;
export type DeadlineDraftInput = z.infer<typeof deadlineDraftSchema>;
export type PolicyDraftInput = z.infer<typeof policyDraftSchema>;
