// The parts of an application besides essays and letters, in the words the checklist
// uses. Pure: the schema, the server and the browser all read it.

/**
 * What a school may ask, in the order a checklist lists them. `exit_language`: a language the school
 * asks students to validate before they graduate (INSEAD), shown so it is not a surprise.
 */
export const applicationItemKinds = ["test", "english", "transcripts", "form", "fee", "video", "interview", "exit_language"] as const;
export type ApplicationItemKind = (typeof applicationItemKinds)[number];
export type ChecklistKind = ApplicationItemKind | "custom";

export const applicationItemLabels: Record<ApplicationItemKind, string> = {
  test: "Test score",
  english: "English test",
  transcripts: "Transcripts",
  form: "Application form",
  fee: "Application fee",
  video: "Video essay",
  interview: "Interview",
  exit_language: "Exit language",
};

/**
 * Every MBA application has these four in some form, so they are on the checklist unless the
 * catalogue has a source saying the school does not ask; the others only where a source says it
 * does (the English test also where the applicant has an English score: there it says whether a
 * source lists the school's tests, or to check the school's page).
 */
export const UNIVERSAL_KINDS: readonly ApplicationItemKind[] = ["test", "transcripts", "form", "fee"];

export const checklistStatuses = ["to_do", "done", "not_needed"] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];
export const checklistStatusLabels: Record<ChecklistStatus, string> = { to_do: "To do", done: "Done", not_needed: "Not needed" };

/** Longest label for an item the applicant adds. */
export const CUSTOM_LABEL_LIMIT = 120;
/** Items an applicant may add to one school's checklist. */
export const CUSTOM_ITEMS_PER_SCHOOL = 20;
