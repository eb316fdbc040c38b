import { z } from "zod";
import { formLines } from "../platform/form-lines";
import { refuseAddresses, sourceAddressIssue } from "../catalogue/source-address";
import { schoolNameSchema } from "../essays/essay-schemas";
import { applicationItemKinds, checklistStatuses, CUSTOM_LABEL_LIMIT } from "./checklist-items";
import { offScaleMessage, offSectionMessage, onScale, scoreTestInfo, scoreTests } from "./test-scores";

// What the checklist accepts (app/routes/app._index/route.tsx), server side; the browser reads the
// words and limits from checklist-items.ts.

const idSchema = z.string().trim().min(1).max(100);
const status = z.enum(checklistStatuses, { message: "Pick To do, Done or Not needed" });

/** A calendar day (YYYY-MM-DD) that exists. */
const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date you took it")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Enter a real date");

/** A number typed in a form; empty is not given. */
const optionalNumber = z.preprocess(
  (value) => (value === "" || value === undefined ? undefined : value),
  z.coerce.number({ message: "Enter a number" }).optional(),
);

/**
 * A test score: the total on the test's own scale (a 785 is not a 10th Edition GMAT total, a 205
 * is a Focus Edition one), the day it was taken, and any of the test's section scores the
 * applicant chooses to give, each on its scale; a section the test does not report is refused.
 */
const testScoreSchema = z
  .object({
    intent: z.literal("test-score"),
    test: z.enum(scoreTests, { message: "Pick the test" }),
    score: z.coerce.number({ message: "Enter your total score" }),
    takenOn: daySchema,
    sections: z.record(z.string().max(40), optionalNumber).optional(),
  })
  .superRefine((value, context) => {
    const info = scoreTestInfo[value.test];
    if (!onScale(value.score, info.scale)) context.addIssue({ code: "custom", path: ["score"], message: offScaleMessage(value.test) });
    for (const [key, score] of Object.entries(value.sections ?? {})) {
      if (score === undefined) continue;
      const section = info.sections.find((each) => each.key === key);
      if (!section) context.addIssue({ code: "custom", path: ["sections", key], message: `${info.label} has no section by that name` });
      else if (!onScale(score, section.scale)) context.addIssue({ code: "custom", path: ["sections", key], message: offSectionMessage(section) });
    }
    // A day ahead of UTC covers every applicant's calendar: later than that has not happened yet.
    if (Date.parse(`${value.takenOn}T00:00:00Z`) > Date.now() + 86_400_000) {
      context.addIssue({ code: "custom", path: ["takenOn"], message: "That date has not come yet" });
    }
  })
  .transform(({ sections, ...value }) => {
    const given = Object.entries(sections ?? {}).filter((entry): entry is [string, number] => entry[1] !== undefined);
    return { ...value, sections: given.length ? Object.fromEntries(given) : null };
  });

export const checklistActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("item-status"), school: schoolNameSchema, kind: z.enum(applicationItemKinds), status }),
  z.object({ intent: z.literal("custom-status"), itemId: idSchema, status }),
  z.object({
    intent: z.literal("add-item"),
    school: schoolNameSchema,
    label: z.string().trim().min(1, "Name the item").max(CUSTOM_LABEL_LIMIT, `At most ${CUSTOM_LABEL_LIMIT} characters`),
  }),
  z.object({ intent: z.literal("remove-item"), itemId: idSchema }),
  testScoreSchema,
  z.object({ intent: z.literal("remove-test-score"), test: z.enum(scoreTests) }),
]);

export type ChecklistActionInput = z.infer<typeof checklistActionSchema>;

const optionalText = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit, `At most ${limit} characters`)
    .optional()
    .transform((value) => value || null);

/** An operator's edit of what one school asks (/admin/application-items/:schoolId): a yes or a no needs its source. */
const itemFactEdit = z
  .object({
    intent: z.literal("save"),
    kind: z.enum(applicationItemKinds),
    asks: z.enum(["yes", "no", "unknown"], { message: "Pick whether the school asks it" }).transform((value) => (value === "unknown" ? null : value === "yes")),
    detail: optionalText(300),
    // The tests the source lists as accepted, ticked; none ticked: it lists none.
    acceptedTests: z
      .preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z.array(z.enum(scoreTests, { message: "Pick from the tests listed" })).max(scoreTests.length),
      )
      .transform((tests) => (tests.length ? [...new Set(tests)] : null)),
    source: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((value) => value || null)
      .superRefine((value, context) => {
        const issue = value === null ? null : sourceAddressIssue(value);
        if (issue) context.addIssue({ code: "custom", message: issue });
      }),
    cycle: optionalText(20),
    note: optionalText(1_000),
  })
  .superRefine((value, context) => {
    if (value.asks !== null && !value.source)
      context.addIssue({ code: "custom", path: ["source"], message: "Say where this was read: a yes or a no needs its source" });
  });

/**
 * An operator's edit of what a school asks of recommenders, on the same page: the number of
 * letters (empty: not found), the questions this cycle, whether it uses the GMAC common form, and
 * the sources (at least one https address once anything is stated).
 */
const lettersEdit = z
  .object({
    intent: z.literal("save-letters"),
    letters: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z.coerce.number({ message: "A whole number of letters" }).int("A whole number of letters").min(0).max(5).nullable(),
    ),
    lettersNote: optionalText(300),
    questions: formLines(10, 1_000),
    questionsCycle: optionalText(20),
    usesGmacCommonLor: z.enum(["yes", "no", "unknown"]).transform((value) => (value === "unknown" ? null : value === "yes")),
    sources: formLines(5, 500).superRefine(refuseAddresses),
    note: optionalText(1_000),
  })
  .superRefine((value, context) => {
    const states = value.letters !== null || value.questions.length > 0 || value.usesGmacCommonLor !== null;
    if (states && value.sources.length === 0) context.addIssue({ code: "custom", path: ["sources"], message: "Say where this was read: at least one source" });
  });

/** What /admin/application-items/:schoolId accepts: an item's fact, or the school's letters. */
export const schoolItemsActionSchema = z.discriminatedUnion("intent", [itemFactEdit, lettersEdit]);
export type SchoolItemsAction = z.infer<typeof schoolItemsActionSchema>;
export type LettersEdit = Omit<Extract<SchoolItemsAction, { intent: "save-letters" }>, "intent">;
