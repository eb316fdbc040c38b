import { describe, expect, it } from "vitest";
import { isUsableHighlight } from "../feedback/feedback-items";
import usProfiles from "../../../db/catalogue/schools-us-profile.json";
import { type SchoolIdentifiers, type SchoolWordBook, wrongSchoolItems as checkWith } from "./wrong-school";

// The wrong-school check with the words the catalogue is seeded with
// (db/catalogue/schools-us-profile.json, migration 0019), as catalogue_schools.words holds them.
// The rule takes the words from its caller; only its test reads the seed's file.
const SCHOOL_IDENTIFIERS: SchoolWordBook = Object.fromEntries(
  usProfiles.map((school): [string, SchoolIdentifiers] => [school.id, { name: school.name, words: school.words as SchoolIdentifiers["words"] }]),
);
const wrongSchoolItems = (text: string, school: string) => checkWith(text, school, SCHOOL_IDENTIFIERS);

const found = (text: string, school: string) => wrongSchoolItems(text, school).map((item) => item.textReference!.highlightText);

// [essay text, the essay's school, the passages flagged]
const flagged: [string, string, string[]][] = [
  // Each school's name and nicknames, each in an essay for another school.
  ["I hope to join Fuqua next fall.", "Kellogg", ["Fuqua"]],
  ["Kellogg taught my manager to lead.", "Booth", ["Kellogg"]],
  ["The GSB community drew me in.", "Wharton", ["GSB"]],
  ["At HBS, I will learn from peers.", "Wharton", ["HBS"]],
  ["At Ross, I will lead a trek.", "Kellogg", ["Ross"]],
  ["I want to be part of Team Fuqua.", "Tuck", ["Team Fuqua"]],
  ["Sloan students build things.", "Kellogg", ["Sloan"]],
  ["Booth will sharpen my analytics.", "Kellogg", ["Booth"]],
  ["Why Stern? Its finance depth.", "Columbia", ["Stern"]],
  ["I visited Haas in April.", "Kellogg", ["Haas"]],
  ["Tuck is the close-knit school I want.", "Kellogg", ["Tuck"]],
  ["Darden's case discussions excite me.", "Kellogg", ["Darden"]],
  ["At Johnson, I will join the tech club.", "Kellogg", ["Johnson"]],
  ["The SOM curriculum is integrated.", "Kellogg", ["SOM"]],
  ["My Learning Team will challenge me.", "Kellogg", ["Learning Team"]],
  ["Learning Teams shape the first year.", "Booth", ["Learning Teams"]],
  // Full names, short names, abbreviations and universities.
  ["I applied to Harvard Business School last year.", "Kellogg", ["Harvard Business School"]],
  ["Stanford Graduate School of Business inspires me.", "Kellogg", ["Stanford Graduate School of Business"]],
  ["Kellogg School of Management fits my goals.", "Booth", ["Kellogg School of Management"]],
  ["KSM and its KWEST trips appeal to me.", "Booth", ["KSM", "KWEST"]],
  ["Chicago Booth is flexible.", "Kellogg", ["Chicago Booth"]],
  ["MIT Sloan builds founders.", "Kellogg", ["MIT Sloan"]],
  ["Columbia Business School is in New York.", "Kellogg", ["Columbia Business School"]],
  ["CBS offers value investing.", "Kellogg", ["CBS"]],
  ["NYU Stern sits downtown.", "Kellogg", ["NYU Stern"]],
  ["Yale SOM connects business and society.", "Kellogg", ["Yale SOM"]],
  ["Berkeley Haas values Confidence Without Attitude.", "Kellogg", ["Berkeley Haas", "Confidence Without Attitude"]],
  ["Michigan Ross runs Multidisciplinary Action Projects.", "Kellogg", ["Michigan Ross", "Multidisciplinary Action Projects"]],
  ["Duke Fuqua is collaborative.", "Kellogg", ["Duke Fuqua"]],
  ["Cornell Johnson has a tech campus.", "Kellogg", ["Cornell Johnson"]],
  ["I studied at Dartmouth and Penn.", "Kellogg", ["Dartmouth", "Penn"]],
  ["My sister went to NYU, then UVA.", "Kellogg", ["NYU", "UVA"]],
  ["Stanford and Harvard rejected me once.", "Kellogg", ["Stanford", "Harvard"]],
  ["Wharton is my dream.", "Kellogg", ["Wharton"]],
  ["I met alumni from Northwestern.", "Booth", ["Northwestern"]],
  ["Chicago GSB was Booth's old name.", "Kellogg", ["Chicago GSB", "Booth"]],
  // Possessives, any apostrophe, punctuation and case where case does not matter.
  ["Kellogg's culture is warm.", "Booth", ["Kellogg"]],
  ["Kellogg’s culture is warm.", "Booth", ["Kellogg"]],
  ["I love Ross’s action-based learning.", "Kellogg", ["Ross"]],
  ["(Wharton) was my first choice.", "Kellogg", ["Wharton"]],
  ["Schools I considered: Tuck, Haas.", "Kellogg", ["Tuck", "Haas"]],
  ["i looked at kellogg too.", "Booth", ["kellogg"]],
  ["Chicago-Booth alumni helped me.", "Kellogg", ["Chicago-Booth"]],
  ["Chicago\u00a0Booth alumni helped me.", "Kellogg", ["Chicago\u00a0Booth"]],
  ["Chicago's Booth school taught me.", "Kellogg", ["Booth"]],
  ["Cornell's Johnson school taught me.", "Kellogg", ["Cornell", "Johnson"]],
  // Several mentions, several items.
  ["Kellogg, Kellogg and again Kellogg.", "Booth", ["Kellogg", "Kellogg", "Kellogg"]],
  // A person's full name opening a sentence is still flagged (the applicant dismisses it).
  ["Boris Johnson spoke at my school.", "Kellogg", ["Johnson"]],
];

const notFlagged: [string, string][] = [
  // Ordinary words that share a school's spelling.
  ["He gave me a stern warning.", "Kellogg"],
  ["I tuck in my shirt before meetings.", "Kellogg"],
  ["We rented a phone booth at the fair.", "Kellogg"],
  ["Some of us got som feedback.", "Kellogg"],
  ["SOMETHING changed; the SOMBRERO stayed.", "Kellogg"],
  ["I learned the case method from a mentor.", "Kellogg"],
  ["My section and cluster met weekly.", "Kellogg"],
  ["Our learning teams at work shipped fast.", "Kellogg"],
  // People and companies.
  ["I admired Ross Perot as a founder.", "Kellogg"],
  ["I worked at Johnson & Johnson for five years.", "Kellogg"],
  ["I worked at Johnson and Johnson for five years.", "Kellogg"],
  ["I read a biography of Lyndon Johnson.", "Kellogg"],
  ["We watched Magic Johnson play.", "Kellogg"],
  ["Like Bob Ross, I paint.", "Kellogg"],
  ["I listened to Howard Stern.", "Kellogg"],
  ["I met Mr. Johnson at a dinner.", "Kellogg"],
  ["Professor Ross taught me statistics.", "Kellogg"],
  ["The Alfred P. Sloan Foundation funded us.", "Kellogg"],
  ["She was treated at Memorial Sloan Kettering.", "Kellogg"],
  ["I interned at SC Johnson in Racine.", "Kellogg"],
  ["We flew to British Columbia.", "Kellogg"],
  ["I played football at Penn State.", "Kellogg"],
  ["I covered it for CBS News.", "Kellogg"],
  // Not on a word boundary.
  ["Rossi led the team; Boothe followed.", "Kellogg"],
  ["A proud Stanfordian and a Harvardesque plan.", "Kellogg"],
  ["Megakellogg and Xsloan are made-up brands.", "Booth"],
  // Inside an address.
  ["Write to me at jdoe@kellogg.northwestern.edu today.", "Booth"],
  // The essay's own school, by product name, id, or a name that uses its words.
  ["Kellogg and KSM and Northwestern shaped me.", "Kellogg"],
  ["Kellogg and KSM shaped me.", "kellogg"],
  ["Cornell Johnson and Johnson and Cornell.", "Cornell Johnson"],
  ["HBS, Harvard and Harvard Business School.", "harvard"],
  ["My Learning Team met nightly.", "Darden"],
  ["My Learning Team met nightly.", "Wharton"],
  ["Chicago GSB became Booth.", "Booth"],
  ["Harvard shaped my view of policy.", "Harvard Kennedy School"],
  ["Kellogg is where I belong.", "Kellogg School of Management (Northwestern)"],
  ["Team Fuqua and Fuqua Fridays drew me.", "duke-fuqua"],
];

describe("wrongSchoolItems", () => {
  it.each(flagged)("flags %j in an essay for %s", (text, school, expected) => {
    expect(found(text, school)).toEqual(expected);
  });

  it.each(notFlagged)("does not flag %j in an essay for %s", (text, school) => {
    expect(wrongSchoolItems(text, school)).toEqual([]);
  });

  it.each([...flagged.map(([text, school]) => [text, school] as const), ...notFlagged])("gives exact offsets for %j", (text, school) => {
    for (const item of wrongSchoolItems(text, school)) expect(isUsableHighlight(text, item.textReference)).toBe(true);
  });

  it("gives one major content item per mention, at exact offsets and in the right paragraph", () => {
    const text = "I admire Booth.\n\nAt Kellogg's Learning Teams, I grew.";
    const items = wrongSchoolItems(text, "Columbia");
    expect(items).toEqual([
      {
        type: "content",
        severity: "major",
        paragraph: 1,
        comment: "This names Booth, but this essay is for Columbia. Admissions readers notice another school’s name: check this is intended.",
        textReference: { highlightText: "Booth", startPos: 9, endPos: 14 },
      },
      expect.objectContaining({ paragraph: 2, textReference: { highlightText: "Kellogg", startPos: 20, endPos: 27 } }),
    ]);
  });

  it("names every school that uses a shared word, and the university for a university's name", () => {
    const [team] = wrongSchoolItems("My Learning Team met daily.", "Booth");
    expect(team!.comment).toBe(
      "“Learning Team” is a program of Wharton, Columbia and Darden, but this essay is for Booth. Admissions readers notice another school’s programs: check this is intended.",
    );
    const [berkeley] = wrongSchoolItems("I studied at Berkeley.", "Booth");
    expect(berkeley!.comment).toContain(
      "“Berkeley” is Berkeley Haas’s university, but this essay is for Booth. If it is where you studied or worked, dismiss this",
    );
  });

  it("checks an essay for a school outside the catalogue against every catalogue school", () => {
    const items = wrongSchoolItems("INSEAD, unlike Wharton or Tuck, is one year.", "INSEAD");
    expect(items.map((item) => item.textReference!.highlightText)).toEqual(["Wharton", "Tuck"]);
    expect(items[0]!.comment).toContain("this essay is for INSEAD");
  });

  it("finds a school an operator added, from its words alone", () => {
    const withInsead = { ...SCHOOL_IDENTIFIERS, insead: { name: "INSEAD", words: [{ text: "INSEAD", exact: true, kind: "school" as const }] } };
    const items = checkWith("INSEAD, unlike Wharton, is one year.", "Wharton", withInsead);
    expect(items.map((item) => item.textReference!.highlightText)).toEqual(["INSEAD"]);
    expect(items[0]!.comment).toContain("This names INSEAD");
  });

  it("has words for every catalogue school", () => {
    expect(Object.keys(SCHOOL_IDENTIFIERS)).toHaveLength(15);
    for (const school of Object.values(SCHOOL_IDENTIFIERS)) expect(school.words.length).toBeGreaterThan(0);
  });
});
