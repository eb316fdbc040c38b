// The words that identify each catalogue school in an essay, for the wrong-school check
// (app/domain/catalogue/school-names.ts). Keyed by catalogue id (migrations/0006_catalogue_seed.sql);
// `name` is the product's name for the school, as user_schools.school stores it.
//
// What is in, and why:
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

const anyCase = (...texts: string[]): SchoolWord[] => texts.map((text) => ({ text, exact: false, kind: "school" }));
const exact = (...texts: string[]): SchoolWord[] => texts.map((text) => ({ text, exact: true, kind: "school" }));
const as = (kind: SchoolWordKind, words: SchoolWord[]): SchoolWord[] => words.map((word) => ({ ...word, kind }));
const learningTeams = as("feature", exact("Learning Team", "Learning Teams"));

export const SCHOOL_IDENTIFIERS: Readonly<Record<string, SchoolIdentifiers>> = {
  harvard: {
    name: "Harvard Business School",
    words: [...anyCase("Harvard Business School"), ...exact("HBS"), ...as("university", anyCase("Harvard", "Harvard University"))],
  },
  "stanford-gsb": {
    name: "Stanford GSB",
    words: [
      ...anyCase("Stanford GSB", "Stanford Graduate School of Business"),
      ...exact("GSB"),
      ...as("university", anyCase("Stanford", "Stanford University")),
    ],
  },
  wharton: {
    name: "Wharton",
    words: [
      ...anyCase("Wharton", "Wharton School", "Penn Wharton"),
      ...learningTeams,
      ...as("university", [...exact("Penn"), ...anyCase("UPenn", "University of Pennsylvania")]),
    ],
  },
  kellogg: {
    name: "Kellogg",
    words: [
      ...anyCase("Kellogg", "Kellogg School of Management", "Northwestern Kellogg"),
      ...exact("KSM"),
      ...as("feature", exact("KWEST")),
      ...as("university", [...exact("Northwestern"), ...anyCase("Northwestern University")]),
    ],
  },
  booth: {
    name: "Booth",
    // "Chicago GSB" was Booth's name until 2008: it must not read as Stanford's GSB.
    words: [
      ...exact("Booth"),
      ...anyCase("Chicago Booth", "Booth School of Business", "Chicago GSB"),
      ...as("university", anyCase("University of Chicago", "UChicago")),
    ],
  },
  "mit-sloan": {
    name: "MIT Sloan",
    words: [
      ...anyCase("MIT Sloan", "Sloan", "Sloan School of Management"),
      ...as("university", [...exact("MIT"), ...anyCase("Massachusetts Institute of Technology")]),
    ],
  },
  tuck: {
    name: "Tuck",
    words: [...exact("Tuck"), ...anyCase("Tuck School of Business", "Dartmouth Tuck"), ...as("university", anyCase("Dartmouth", "Dartmouth College"))],
  },
  columbia: {
    name: "Columbia",
    words: [...anyCase("Columbia", "Columbia Business School"), ...exact("CBS"), ...learningTeams, ...as("university", anyCase("Columbia University"))],
  },
  "nyu-stern": {
    name: "NYU Stern",
    words: [...anyCase("NYU Stern", "Stern School of Business"), ...exact("Stern"), ...as("university", [...exact("NYU"), ...anyCase("New York University")])],
  },
  "yale-som": {
    name: "Yale SOM",
    words: [...anyCase("Yale SOM", "Yale School of Management"), ...exact("SOM"), ...as("university", anyCase("Yale", "Yale University"))],
  },
  "berkeley-haas": {
    name: "Berkeley Haas",
    words: [
      ...anyCase("Berkeley Haas", "UC Berkeley Haas", "Haas School of Business"),
      ...exact("Haas"),
      ...as("feature", anyCase("Confidence Without Attitude")),
      ...as("university", anyCase("Berkeley", "UC Berkeley")),
    ],
  },
  darden: {
    name: "Darden",
    words: [
      ...anyCase("Darden", "Darden School of Business", "UVA Darden"),
      ...learningTeams,
      ...as("university", [...exact("UVA"), ...anyCase("University of Virginia")]),
    ],
  },
  "michigan-ross": {
    name: "Michigan Ross",
    words: [
      ...anyCase("Michigan Ross", "Ross School of Business"),
      ...exact("Ross"),
      ...as("feature", anyCase("Multidisciplinary Action Project", "Multidisciplinary Action Projects")),
      ...as("university", anyCase("University of Michigan", "UMich")),
    ],
  },
  "duke-fuqua": {
    name: "Duke Fuqua",
    words: [...anyCase("Duke Fuqua", "Fuqua", "Team Fuqua", "Fuqua School of Business"), ...as("university", anyCase("Duke University"))],
  },
  "cornell-johnson": {
    name: "Cornell Johnson",
    words: [
      ...anyCase("Cornell Johnson", "Johnson Graduate School of Management", "SC Johnson College of Business", "SC Johnson Graduate School of Management"),
      ...exact("Johnson", "Johnson School"),
      ...as("university", anyCase("Cornell", "Cornell University")),
    ],
  },
};

/**
 * Names that contain a school's word but name something else; a mention inside one is not
 * flagged. Matched exactly as written. People ("Boris Johnson", "Howard Stern") are left to the
 * name rule in school-names.ts; this list is for companies, places and the cases that rule misses.
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
