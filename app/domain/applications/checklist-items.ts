// The parts of an application besides essays and letters (#33 item 5), in the words the checklist
// uses. Pure: the schema, the server and the browser all read it.

/** What a school may ask, in the order a checklist lists them. */
export const applicationItemKinds = ["test", "transcripts", "form", "fee", "video", "interview"] as const;
export type ApplicationItemKind = (typeof applicationItemKinds)[number];
export type ChecklistKind = ApplicationItemKind | "custom";

export const applicationItemLabels: Record<ApplicationItemKind, string> = {
  test: "Test score",
  transcripts: "Transcripts",
  form: "Application form",
  fee: "Application fee",
  video: "Video essay",
  interview: "Interview",
};

/**
 * Every MBA application has these four in some form, so they are on the checklist unless the
 * catalogue has a source saying the school does not ask; the others only where a source says it does.
 */
export const UNIVERSAL_KINDS: readonly ApplicationItemKind[] = ["test", "transcripts", "form", "fee"];

export const checklistStatuses = ["to_do", "done", "not_needed"] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];
export const checklistStatusLabels: Record<ChecklistStatus, string> = { to_do: "To do", done: "Done", not_needed: "Not needed" };

export const scoreTests = ["gmat", "gre", "ea"] as const;
export type ScoreTest = (typeof scoreTests)[number];
export const scoreTestLabels: Record<ScoreTest, string> = { gmat: "GMAT", gre: "GRE", ea: "Executive Assessment" };
/** The total score's range as the test makers publish it (GMAT: 200-800 before the Focus Edition, 205-805 since). */
export const scoreRanges: Record<ScoreTest, { min: number; max: number }> = {
  gmat: { min: 200, max: 805 },
  gre: { min: 260, max: 340 },
  ea: { min: 100, max: 200 },
};

/** Longest label for an item the applicant adds. */
export const CUSTOM_LABEL_LIMIT = 120;
/** Items an applicant may add to one school's checklist. */
export const CUSTOM_ITEMS_PER_SCHOOL = 20;
