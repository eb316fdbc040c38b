import { z } from "zod";
import { schoolNameSchema } from "../essays/essay-schemas";
import { BRIEF_LIMIT } from "./brief";
import { EMAIL_LIMIT, LETTER_STATUSES, NAME_LIMIT, RELATIONSHIPS } from "./letters";

// What the recommenders page accepts (app/routes/app.recommenders/route.tsx). Server-side only: the
// browser reads the limits and words from letters.ts.

const idSchema = z.string().trim().min(1).max(100);

const recommenderFields = {
  name: z.string().trim().min(1, "Name is required").max(NAME_LIMIT, `Name must be at most ${NAME_LIMIT} characters`),
  email: z
    .string()
    .trim()
    .min(1, "E-mail is required")
    .max(EMAIL_LIMIT)
    .pipe(z.email("Please enter a valid e-mail address"))
    .transform((email) => email.toLowerCase()),
  relationship: z.enum(RELATIONSHIPS, { message: "Pick how they know you" }),
};

export const recommendersActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...recommenderFields }),
  z.object({
    intent: z.literal("update"),
    recommenderId: idSchema,
    ...recommenderFields,
    // A checkbox: present ("on") when ticked, left out when not.
    nudge: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("delete"), recommenderId: idSchema }),
  z.object({ intent: z.literal("add-letter"), recommenderId: idSchema, school: schoolNameSchema }),
  z.object({ intent: z.literal("letter-status"), letterId: idSchema, status: z.enum(LETTER_STATUSES) }),
  z.object({ intent: z.literal("remove-letter"), letterId: idSchema }),
  z.object({
    intent: z.literal("stories"),
    recommenderId: idSchema,
    // Checkboxes: one ticked arrives as a string, several as a list, none left out.
    storyIds: z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(idSchema).max(20).optional()),
  }),
  z.object({ intent: z.literal("generate-brief"), recommenderId: idSchema }),
  z.object({
    intent: z.literal("save-brief"),
    recommenderId: idSchema,
    content: z.string().max(BRIEF_LIMIT, `The brief must be at most ${BRIEF_LIMIT} characters`),
  }),
  z.object({ intent: z.literal("share"), recommenderId: idSchema }),
  z.object({ intent: z.literal("revoke"), shareId: idSchema }),
]);

export type RecommendersActionInput = z.infer<typeof recommendersActionSchema>;

/** A nudge's unsubscribe link (/email/nudges?r=…&t=…), read from the URL and from its form. */
export const nudgeLinkSchema = z.object({ r: z.string().min(1).max(100), t: z.string().min(1).max(100) });
