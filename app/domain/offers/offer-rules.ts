// Limits of the season's forms, for the browser (the schemas read the same).
export const SCHOOL_NAME_LIMIT = 120;
export const ITEM_NAME_LIMIT = 80;
export const NEGOTIATION_LIMIT = 6_000;
export const LETTER_LIMIT = 8_000;
