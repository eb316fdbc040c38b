import { z } from "zod";
import { READER_LIMITS, SCALE_POINTS, readerRoles, readerScaleKeys } from "./reader-rules";

// What the reader links' forms accept: the applicant's (invite, revoke, work with a comment) and
// the reader's (comment, scale, done). Server-side only: the browser reads limits from reader-rules.ts.
// conform leaves an empty field out, so optional text is optional here.

const idSchema = z.string().trim().min(1).max(100);

/** A field the browser sends empty when it was left blank: the same as one left out. */
const blankAsMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

const optionalText = (max: number, label: string) =>
  blankAsMissing(
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
      .optional()
      .transform((text) => text || null),
  );

const offset = z.coerce.number().int().min(0).max(200_000);

export const inviteFields = {
  readerName: z.string({ error: "Say who the reader is" }).trim().min(1, "Say who the reader is").max(READER_LIMITS.name),
  readerEmail: blankAsMissing(
    z
      .string()
      .trim()
      .max(READER_LIMITS.email)
      .pipe(z.email("Please enter a valid e-mail address"))
      .transform((email) => email.toLowerCase())
      .optional()
      .transform((email) => email ?? null),
  ),
  role: z.enum(readerRoles, { message: "Pick who they are to you" }),
  lookFor: optionalText(READER_LIMITS.lookFor, "What to look for").transform((text) => text ?? ""),
  dueOn: blankAsMissing(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date")
      .optional()
      .transform((date) => date ?? null),
  ),
  scale: z.preprocess((value) => (typeof value === "string" ? [value] : (value ?? [])), z.array(z.enum(readerScaleKeys)).max(readerScaleKeys.length)),
};

/** The applicant's reader links on the essay's readers page. */
export const readerLinksActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), ...inviteFields }),
  z.object({ intent: z.literal("revoke"), linkId: idSchema }),
]);

/** What the applicant does with a reader's comment in the editor. */
export const readerCommentIntents = [
  z.object({ intent: z.literal("reader-accept"), commentId: idSchema, baseRevision: z.coerce.number().int().min(0) }),
  z.object({ intent: z.literal("reader-resolve"), commentId: idSchema }),
  z.object({ intent: z.literal("reader-dismiss"), commentId: idSchema }),
  z.object({ intent: z.literal("reader-answer"), commentId: idSchema, answer: z.string().trim().min(1, "Write an answer").max(READER_LIMITS.answer) }),
  z.object({ intent: z.literal("reader-summary") }),
] as const;

const scaleAnswer = blankAsMissing(z.coerce.number().int().min(SCALE_POINTS[0]).max(SCALE_POINTS.at(-1)!).optional());

/** The reader's page. */
export const readerPageActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("comment"),
      // On a school's set: which essay of it (its row's id).
      part: idSchema.optional(),
      quote: z.string({ error: "Select or type the words you mean" }).min(1, "Select or type the words you mean").max(READER_LIMITS.quote),
      near: blankAsMissing(offset.optional().transform((at) => at ?? 0)),
      body: optionalText(READER_LIMITS.comment, "A comment").transform((text) => text ?? ""),
      replacement: optionalText(READER_LIMITS.replacement, "A replacement"),
    })
    .refine((note) => note.body !== "" || note.replacement !== null, { message: "Write a comment or propose other words", path: ["body"] }),
  z.object({ intent: z.literal("scale"), part: idSchema.optional(), clarity: scaleAnswer, story: scaleAnswer, voice: scaleAnswer }),
  z.object({ intent: z.literal("done") }),
]);
