import { z } from "zod";
import { isDeadlineTimeZone } from "../deadlines/deadlines";
import { CYCLE_NOTE_MAX, SOURCES_MAX, SOURCE_URL_MAX, sourceLines } from "./catalogue-edit";
import { firstAddressIssue } from "./source-address";
import { DOMAIN_PATTERN, normalDomain } from "./sources";

// A school as data: what an operator gives to add one in /admin/catalogue, or to change its
// name, place, colour and the words the wrong-school check looks for. Checked here, at the field,
// before anything is written; duplicates of another school's name are refused by the service.

export const SCHOOL_REGIONS = ["United States", "Canada", "Europe", "Asia", "Latin America", "Middle East and Africa", "Oceania"] as const;
export const SCHOOL_NAME_MAX = 80;
export const SCHOOL_FULL_NAME_MAX = 160;
export const PROGRAMME_MAX = 160;
export const TIME_ZONE_NOTE_MAX = 300;
export const SCHOOL_WORDS_MAX = 40;
/** The school's own web domains an operator may list. */
export const OWN_DOMAINS_MAX = 10;
const WORD_MAX = 80;

export type SchoolWordKind = "school" | "university" | "feature";
export type ProfileWord = { text: string; exact: boolean; kind: SchoolWordKind };

/**
 * The words box, one a line: "HBS [exact]", "Harvard [university]", "KWEST [exact, feature]".
 * Without a mark a word is the school's name, matched in any case.
 */
export function parseSchoolWords(text: string): { words: ProfileWord[]; bad: string | null } {
  const words: ProfileWord[] = [];
  for (const line of sourceLines(text)) {
    const match = /^(.+?)\s*(?:\[([a-z ,]*)\])?$/i.exec(line);
    const marks = (match?.[2] ?? "")
      .split(",")
      .map((mark) => mark.trim().toLowerCase())
      .filter(Boolean);
    const word = match?.[1]?.trim() ?? "";
    if (!word || word.length > WORD_MAX || marks.some((mark) => !["exact", "university", "feature"].includes(mark))) return { words, bad: line };
    const kind: SchoolWordKind = marks.includes("university") ? "university" : marks.includes("feature") ? "feature" : "school";
    words.push({ text: word, exact: marks.includes("exact"), kind });
  }
  return { words, bad: null };
}

/** The words box's text for a school's words (the inverse of parseSchoolWords). */
export function schoolWordsText(words: readonly ProfileWord[]): string {
  return words
    .map((word) => {
      const marks = [word.exact ? "exact" : null, word.kind === "school" ? null : word.kind].filter(Boolean);
      return marks.length ? `${word.text} [${marks.join(", ")}]` : word.text;
    })
    .join("\n");
}

/** A stable id for a new school from its name: "London Business School" → "london-business-school". */
export function schoolIdFor(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}

const required = (max: number, missing: string, label: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`);

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((text) => text || null);

const profileFields = {
  name: required(SCHOOL_NAME_MAX, "Give the name applicants know the school by.", "The name").refine((name) => schoolIdFor(name) !== "", {
    message: "Give a name with letters or digits.",
  }),
  fullName: required(SCHOOL_FULL_NAME_MAX, "Give the school's full name.", "The full name"),
  shortName: required(SCHOOL_NAME_MAX, "Give a short name (HBS, LBS…).", "The short name"),
  country: required(80, "Give the country.", "The country"),
  region: z.enum(SCHOOL_REGIONS, { error: "Pick the region the school is listed under." }),
  timeZone: z.string({ error: "Pick the school's time zone." }).refine(isDeadlineTimeZone, { message: "Pick a time zone from the list." }),
  timeZoneNote: optional(TIME_ZONE_NOTE_MAX, "The note on the time zone"),
  programme: optional(PROGRAMME_MAX, "The program"),
  colour: optional(7, "The color").refine((colour) => colour === null || /^#[0-9a-fA-F]{6}$/.test(colour), {
    message: "Give a color as #RRGGBB, or leave it empty for gray.",
  }),
  words: z.string({ error: "Give at least the school's name as applicants write it." }).transform((text, context) => {
    const parsed = parseSchoolWords(text);
    if (parsed.bad) context.addIssue({ code: "custom", message: `“${parsed.bad.slice(0, 60)}”: write a word, then [exact], [university] or [feature].` });
    else if (parsed.words.length === 0) context.addIssue({ code: "custom", message: "Give at least the school's name as applicants write it." });
    else if (parsed.words.length > SCHOOL_WORDS_MAX) context.addIssue({ code: "custom", message: `Give at most ${SCHOOL_WORDS_MAX} words.` });
    return parsed.words;
  }),
  sources: z
    .string()
    .optional()
    .transform((text) => sourceLines(text ?? ""))
    .superRefine((lines, context) => {
      if (lines.length > SOURCES_MAX) context.addIssue({ code: "custom", message: `Give at most ${SOURCES_MAX} pages.` });
      const long = lines.find((line) => line.length > SOURCE_URL_MAX);
      const issue = long ? `“${long.slice(0, 60)}…” is longer than ${SOURCE_URL_MAX} characters.` : firstAddressIssue(lines);
      if (issue) context.addIssue({ code: "custom", message: issue });
    }),
  // The school's own web domains, one a line: its facts' sources are told the school's or a third
  // party's by them (app/domain/catalogue/sources.ts). None: every source reads as a third party's.
  ownDomains: z
    .string()
    .optional()
    .transform((text) => [...new Set((text ?? "").split(/\r?\n/).map(normalDomain).filter(Boolean))])
    .superRefine((domains, context) => {
      if (domains.length > OWN_DOMAINS_MAX) context.addIssue({ code: "custom", message: `Give at most ${OWN_DOMAINS_MAX} domains.` });
      const bad = domains.find((domain) => !DOMAIN_PATTERN.test(domain));
      if (bad) context.addIssue({ code: "custom", message: `“${bad.slice(0, 60)}” is not a domain (such as hbs.edu).` });
    }),
};

export const schoolProfileSchema = z.object({ intent: z.literal("school-profile"), ...profileFields });

/** A new school: its profile, and the cycle applicants will plan by with what is known of it. */
export const newSchoolSchema = z.object({
  intent: z.literal("school-new"),
  ...profileFields,
  cycle: z.string().regex(/^\d{4}-\d{4}$/, "Give a cycle such as 2026-2027."),
  cycleNote: optional(CYCLE_NOTE_MAX, "The note"),
});

export type SchoolProfileInput = z.infer<typeof schoolProfileSchema>;
export type NewSchoolInput = z.infer<typeof newSchoolSchema>;

type ProfileField = keyof typeof profileFields;

/** The profile an operator edits, picked from a school: the form's input, the row it is saved to, or the row shown in the form. */
export function schoolProfileOf<School extends Record<ProfileField, unknown>>(school: School): Pick<School, ProfileField> {
  return {
    name: school.name,
    fullName: school.fullName,
    shortName: school.shortName,
    country: school.country,
    region: school.region,
    timeZone: school.timeZone,
    timeZoneNote: school.timeZoneNote,
    programme: school.programme,
    colour: school.colour,
    words: school.words,
    sources: school.sources,
    ownDomains: school.ownDomains,
  };
}
