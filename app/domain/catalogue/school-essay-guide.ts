// A written guide to each catalogue school's main essay, in Scout's own words: the
// question as the school asks it, what the school says it looks for in its own published words,
// and how to go about answering; every fact carries the page it came from. Built from the
// catalogue, so a question an operator corrects is corrected here too.
import { type CatalogueEssay, type CatalogueSchool, wordingLabel } from "./catalogue";
import { parseLimit } from "../essays/essay-rules";

/** A section with where it was read: cited by the school's own domains (sources.ts), its age a cycle or null. */
export type GuideSection = { heading: string; paragraphs: string[]; sources: string[]; ownDomains: string[]; age: string | null };
export type SchoolEssayGuide = { id: string; school: string; title: string; description: string; sections: GuideSection[] };

/** The id of a school's guide in the Learning Hub ("main-essay-stanford-gsb"). */
export const SCHOOL_GUIDE_PREFIX = "main-essay-";

// How many of the school's own statements the guide quotes: enough to see the pattern.
const QUOTES = 3;

/** The school's main essay: the first required essay (or pick-one question) whose wording is known. */
export function mainEssayOf(school: CatalogueSchool): CatalogueEssay | null {
  return school.essays.find((essay) => essay.required && (essay.kind === "essay" || essay.kind === "choose_one") && essay.prompt.trim() !== "") ?? null;
}

export function schoolEssayGuide(school: CatalogueSchool): SchoolEssayGuide | null {
  const essay = mainEssayOf(school);
  if (!essay) return null;
  const wording = wordingLabel(essay);
  const choices = essay.chooseOneGroup ? school.essays.filter((each) => each.chooseOneGroup === essay.chooseOneGroup).length : 0;
  const question: GuideSection = {
    heading: "The question",
    paragraphs: [
      `“${essay.prompt}”`,
      [essay.limit ? `Limit: ${essay.limit}.` : "No limit stated.", wording ? `${wording}.` : null].filter(Boolean).join(" "),
      ...(choices > 1 ? [`It is one of ${choices} questions you choose between; adding ${school.name} puts the others in your list too.`] : []),
    ],
    // Every page the question was read on: the citation puts the school's own first.
    sources: essay.sources,
    ownDomains: school.ownDomains,
    age: essay.textCycle,
  };
  const quotes = school.looksFor.slice(0, QUOTES);
  const looksFor: GuideSection[] =
    quotes.length > 0
      ? [
          {
            heading: `What ${school.shortName} says it looks for`,
            paragraphs: quotes.map((quote) => `“${quote.text}”`),
            sources: unique(quotes.map((quote) => quote.source)),
            ownDomains: school.ownDomains,
            age: null,
          },
        ]
      : [];
  return {
    id: `${SCHOOL_GUIDE_PREFIX}${school.id}`,
    school: school.name,
    title: `How to answer ${school.shortName}'s main essay`,
    description: `${essay.title}: the question, what ${school.shortName} says it values, and a way in.`,
    sections: [question, ...looksFor, { heading: "A way in", paragraphs: approach(essay), sources: [], ownDomains: [], age: null }],
  };
}

// Scout's own advice, shaped by how much room the limit leaves.
function approach(essay: CatalogueEssay): string[] {
  const limit = parseLimit(essay.limit);
  const room =
    limit?.kind === "words" && limit.max <= 300
      ? `At ${limit.max} words there is room for one story and what it shows, not more: pick the single experience that answers the question best.`
      : limit?.kind === "words"
        ? `${limit.max} words leave room for one main story told fully, or two short ones that build on each other; more than that reads as a list.`
        : limit?.kind === "characters"
          ? `${limit.max.toLocaleString("en-US")} characters (spaces count) is short: every sentence has to carry the answer.`
          : "With no fixed length stated, aim for the length of a focused page: the reader should finish wanting to meet you.";
  return [
    "Answer the question that is asked. Say your answer plainly in the first two or three sentences, then earn it with something specific that only you could have written.",
    room,
    "Spend most of the words on what you did, why you chose it and what it changed, not on the setting. Anything a reader can find in your resume can go.",
    "Where the school's own words above describe something your story really shows, let the story show it; repeating the school's phrases back to it adds nothing.",
    "Draft it in Scout, then ask for feedback: it checks the limit the way the portal counts and points to passages to strengthen.",
  ];
}

const unique = (values: string[]) => [...new Set(values)];
