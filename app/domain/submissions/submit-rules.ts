// Limits of the submit form, for the browser (the schema in submit-schema.ts reads the same).
export const DISCLOSURE_LIMIT = 4_000;
export const ROUND_LIMIT = 100;
