// Limits of the standing page's forms, for the browser (standing-schema.ts reads the same).
export const INTERVIEWER_LIMIT = 120;
