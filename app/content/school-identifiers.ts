// The rules around the words that identify each catalogue school in an essay, for the wrong-school
// check (app/domain/checks/wrong-school.ts). The words themselves are catalogue data:
// catalogue_schools.words, seeded from db/catalogue/schools-us-profile.json and edited by operators
// in /admin/catalogue. How the seeded words were chosen, and what an operator should follow:
//
// - The school's names and the abbreviations applicants write (HBS, GSB, KSM, CBS, SOM).
// - The university's name (Harvard, Dartmouth, NYU, UVA…), marked `university`: it is often
//   where the applicant studied, so the comment says to dismiss it then. Bare place names
//   (Chicago, Michigan, Virginia) and "Duke" (a title, a company, a first name) are left out;
//   the longer forms ("University of Chicago", "Duke University") are in.
// - A few programme names only one school uses (KWEST, Multidisciplinary Action Projects,
//   Confidence Without Attitude), marked `feature`. "Learning Teams" is Wharton's model, also used
//   by Columbia and Darden, so it names all three; it matches only capitalised, as a programme's
//   name: "learning teams" in lower case is an ordinary phrase.
// - Left out as generic: "the case method", "section", "cluster", "core", "study group".
// - "CBS" is also a TV network (and Copenhagen Business School); it is in, because the catalogue
//   itself calls Columbia "CBS" and essays copied from a Columbia draft use it; "CBS News" and
//   "CBS Sports" are listed in NOT_A_SCHOOL, and the applicant can dismiss the rest.
//
// `exact` means matched only as written: acronyms, and words that are also everyday words or
// common surnames ("stern", "tuck in", "phone booth", "Ross", "Johnson", "Penn").

export type SchoolWordKind = "school" | "university" | "feature";
export type SchoolWord = { text: string; exact: boolean; kind: SchoolWordKind };
export type SchoolIdentifiers = { name: string; words: readonly SchoolWord[] };

/**
 * Names that contain a school's word but name something else; a mention inside one is not
 * flagged. Matched exactly as written. People ("Boris Johnson", "Howard Stern") are left to the
 * name rule in app/domain/checks/wrong-school.ts; this list is for companies, places and the cases that rule misses.
 */
export const NOT_A_SCHOOL = [
  "Ross Perot",
  "Johnson & Johnson",
  "Johnson and Johnson",
  "Penn State",
  "Penn Station",
  "District of Columbia",
  "Columbia Sportswear",
  "Columbia Records",
  "Columbia Pictures",
  "CBS News",
  "CBS Sports",
  "Darden Restaurants",
  "Northwestern Mutual",
  "Kellogg Company",
  "Sloan Kettering",
  "Sloan Foundation",
];

/** Words that, written just before a school's word, still point to the school: "Chicago's Booth", "Duke's Fuqua". */
export const SCHOOL_HOME_WORDS = ["Chicago", "Michigan", "Duke", "Virginia"];
