// Each catalogue school's brand colour; an unknown school is grey.
// Small and free of the catalogue's text, so the browser can have it.
const schoolColours: Record<string, string> = {
  "Harvard Business School": "#A51C30",
  "Stanford GSB": "#8C1515",
  Wharton: "#011F5B",
  Kellogg: "#4E2A84",
  Booth: "#800000",
  "MIT Sloan": "#A31F34",
  Tuck: "#00693E",
  Columbia: "#1D4F91",
  "NYU Stern": "#57068C",
  "Yale SOM": "#00356B",
  "Berkeley Haas": "#003262",
  Darden: "#232D4B",
  "Michigan Ross": "#00274C",
  "Duke Fuqua": "#012169",
  "Cornell Johnson": "#B31B1B",
};

export const UNKNOWN_SCHOOL_COLOUR = "#6B7280";

/** The catalogue's colour for the school where it is known (catalogue_schools.colour), else this list's, else grey. */
export function schoolColour(school: string, catalogueColour?: string | null): string {
  return catalogueColour ?? schoolColours[school] ?? UNKNOWN_SCHOOL_COLOUR;
}

/** The catalogue's schools by name, in catalogue order (for lists the browser renders). */
export const catalogueSchoolNames = Object.keys(schoolColours);
