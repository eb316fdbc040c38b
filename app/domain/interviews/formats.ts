import { z } from "zod";
import { formLines } from "../platform/form-lines";
import { refuseAddresses } from "../catalogue/source-address";

// Mock interview formats: what each school's interview is like, as operator-kept catalogue
// data (interview_formats, interview_school_formats), each with its sources and the day checked.
export const interviewFormatKinds = ["application-based", "behavioural", "team-discussion", "video-essay"] as const;
export type InterviewFormatKind = (typeof interviewFormatKinds)[number];

export type InterviewFormat = {
  id: string;
  name: string;
  kind: InterviewFormatKind;
  summary: string;
  minutes: number;
  rubric: string[];
  questions: string[];
  prepSeconds: number | null;
  answerSeconds: number | null;
  attempts: number | null;
  sources: string[];
  checkedOn: string | null;
};

export type SchoolInterviewFormat = { school: string; formatId: string; note: string; sources: string[]; checkedOn: string | null };
/** A school's mapping as applicants read it: with the school's own web domains, to tell its sources' owners. */
export type CitedSchoolFormat = SchoolInterviewFormat & { ownDomains: string[] };

const optionalSeconds = z.preprocess((value) => (value === "" || value === undefined ? null : value), z.coerce.number().int().min(5).max(600).nullable());

/** An operator's edit of a format in /admin/interview-formats (the kind and id stay as seeded). */
export const formatEditSchema = z.object({
  name: z.string().trim().min(1).max(100),
  summary: z.string().trim().min(1).max(2_000),
  minutes: z.coerce.number().int().min(1).max(60),
  rubric: formLines(10, 300).refine((rubric) => rubric.length > 0, "At least one rubric line"),
  questions: formLines(40, 500),
  prepSeconds: optionalSeconds,
  answerSeconds: optionalSeconds,
  attempts: z.preprocess((value) => (value === "" || value === undefined ? null : value), z.coerce.number().int().min(1).max(10).nullable()),
  sources: formLines(10, 500).superRefine(refuseAddresses),
  checkedOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, "YYYY-MM-DD or YYYY-MM"),
});
export type FormatEdit = z.infer<typeof formatEditSchema>;

/** The admin page's intents: the format itself, and the schools that use it. */
export const formatActionSchema = z.discriminatedUnion("intent", [
  formatEditSchema.extend({ intent: z.literal("save") }),
  z.object({
    intent: z.literal("map-school"),
    school: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[^\p{Cc}]+$/u, "A school's name is one line"),
    note: z.preprocess((value) => value ?? "", z.string().trim().max(500)),
    sources: formLines(5, 500)
      .refine((sources) => sources.length > 0, "At least one https address")
      .superRefine(refuseAddresses),
    checkedOn: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}(-\d{2})?$/, "YYYY-MM-DD or YYYY-MM"),
  }),
  z.object({ intent: z.literal("unmap-school"), school: z.string().trim().min(1).max(100) }),
]);
export type SchoolMappingEdit = Extract<z.infer<typeof formatActionSchema>, { intent: "map-school" }>;

/**
 * The applicant's schools first, each with its format and what is known of that school's interview
 * (its note, cited by its own sources, not the format's); then the formats no school of theirs uses.
 */
export function formatsForApplicant(formats: InterviewFormat[], mapping: CitedSchoolFormat[], schools: string[]) {
  const byId = new Map(formats.map((format) => [format.id, format]));
  const mine = schools.flatMap((school) =>
    mapping
      .filter((entry) => entry.school === school)
      .flatMap((mapped) => {
        const format = byId.get(mapped.formatId);
        return format ? [{ school, format, mapping: mapped }] : [];
      }),
  );
  const unmapped = schools.filter((school) => !mapping.some((entry) => entry.school === school));
  return { mine, unmapped, formats };
}
