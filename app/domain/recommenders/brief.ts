// The brief for a recommender: material for them (the applicant's goals, the stories they
// picked, dates and numbers, what each school asks recommenders), never a draft letter and never
// in the recommender's voice. Generated text passes through dropLetterText; without an AI key
// the brief is assembled from the same data (assembleBrief) and says so.
import { type Goals, goalsHorizons, goalsRows } from "../goals/goals";
import { citationOf, citationText } from "../catalogue/sources";
import { type LetterRequirements, NOT_FOUND } from "./requirements";
import { type Relationship, relationshipLabels } from "./letters";

export const BRIEF_LIMIT = 12_000;
/** How much of each story and of the resume goes into the brief (and the prompt). */
const STORY_EXCERPT = 1_200;
const RESUME_EXCERPT = 3_000;

export const ASSEMBLED_NOTE =
  "Assembled by Scout from your goals, resume and stories without AI generation (no AI key is set up). Edit it before you share it.";

export type BriefStory = { title: string; school: string; text: string };
export type BriefSchool = { school: string; deadline: string | null; requirements: LetterRequirements | null };

export type BriefInput = {
  applicant: string;
  recommender: { name: string; relationship: Relationship };
  goals: Goals;
  resume: string;
  stories: BriefStory[];
  schools: BriefSchool[];
};

const excerpt = (text: string, limit: number) => {
  const clean = text.trim();
  return clean.length <= limit ? clean : `${clean.slice(0, limit).trimEnd()}…`;
};

/** The applicant's goals as plain lines (empty cells left out). */
export function goalsLines(goals: Goals): string[] {
  const lines = goals.longTermVision.trim() ? [`Long-term vision: ${goals.longTermVision.trim()}`] : [];
  for (const row of goalsRows) {
    const cells = goalsHorizons.flatMap((horizon) => {
      const value = goals[`${row.key}${horizon.key}`].trim();
      return value ? [`${horizon.label}: ${value}`] : [];
    });
    if (cells.length > 0) lines.push(`${row.label} — ${cells.join("; ")}`);
  }
  return lines;
}

/** What one school asks recommenders, in plain lines, "not found" where the catalogue has nothing. */
export function schoolAskLines({ school, deadline, requirements }: BriefSchool): string[] {
  const lines = [`${school}${deadline ? ` — letter due ${deadline}` : ""}`];
  if (!requirements) return [...lines, `What ${school} asks recommenders: ${NOT_FOUND.toLowerCase()}.`];
  lines.push(requirements.letters === null ? `Letters: ${NOT_FOUND.toLowerCase()}.` : `Letters asked: ${requirements.letters}.`);
  if (requirements.questions.length > 0) {
    lines.push(`Questions recommenders answer (${requirements.questionsCycle ?? "cycle not stated"}):`, ...requirements.questions.map((q) => `- ${q}`));
  } else if (requirements.previousQuestions?.length) {
    lines.push(
      `Questions asked in ${requirements.previousQuestionsCycle ?? "an earlier cycle"} (this cycle's not found):`,
      ...requirements.previousQuestions.map((q) => `- ${q}`),
    );
  } else {
    lines.push(`Questions: ${NOT_FOUND.toLowerCase()}.`);
  }
  if (requirements.usesGmacCommonLor) lines.push("Uses the GMAC common letter of recommendation form.");
  // Whose page it is, the school's first: a third party's reading is said to be one.
  const cited = citationOf(requirements.sources, requirements.ownDomains, requirements.questionsCycle ?? requirements.cycle);
  const said = citationText(cited);
  const first = [...cited.school, ...cited.thirdParty][0];
  if (said && first) lines.push(`${said}.`, first.url);
  return lines;
}

/** The brief built from the data alone, for when no AI key is set up: says so at the top. */
export function assembleBrief(input: BriefInput): string {
  const goals = goalsLines(input.goals);
  const sections = [
    `Brief for ${input.recommender.name} (${relationshipLabels[input.recommender.relationship].toLowerCase()}) from ${input.applicant}`,
    ASSEMBLED_NOTE,
    "This is background for your letter, in my words, not a draft of it.",
    ["Where I am headed", ...(goals.length > 0 ? goals : ["(No goals written yet.)"])].join("\n"),
    [
      "Stories I hope you can speak to",
      ...(input.stories.length > 0
        ? input.stories.map((story) => `• ${story.title} (${story.school})\n${excerpt(story.text, STORY_EXCERPT)}`)
        : ["(No stories picked yet.)"]),
    ].join("\n"),
    ["My resume", input.resume.trim() ? excerpt(input.resume, RESUME_EXCERPT) : "(No resume yet.)"].join("\n"),
    ["What each school asks you", ...input.schools.map((school) => schoolAskLines(school).join("\n"))].join("\n\n"),
  ];
  return sections.join("\n\n").slice(0, BRIEF_LIMIT);
}

// Paragraphs that read as a letter (a salutation, a sign-off, the recommender's own voice): the
// brief is material for the recommender, and schools forbid the applicant writing the letter.
const LETTER_LIKE = [
  /^\s*(dear\b|to whom it may concern)/im,
  /^\s*(sincerely|yours (truly|faithfully|sincerely)|best regards|kind regards|respectfully)\b/im,
  /\bI (am writing|write) (to|in) (recommend|support)/i,
  /\bI (highly|strongly|wholeheartedly|enthusiastically)? ?recommend\b/i,
  /\b(it is|it's) (my|a) (pleasure|privilege|honou?r) to\b/i,
  /\bI have (had the pleasure|known|worked with|supervised|managed) \S+/i,
  /\bwithout (reservation|hesitation)\b/i,
  /\b(as|in my role as) (his|her|their) (direct )?(manager|supervisor)\b/i,
];

/** Drops every paragraph that reads as a letter; says how many it dropped. */
export function dropLetterText(text: string): { text: string; dropped: number } {
  const paragraphs = text.split(/\n\s*\n/);
  const kept = paragraphs.filter((paragraph) => !LETTER_LIKE.some((pattern) => pattern.test(paragraph)));
  return { text: kept.join("\n\n").trim(), dropped: paragraphs.length - kept.length };
}

/** The prompt's material: the same data the assembled brief is made of, as one text. */
export function briefMaterial(input: BriefInput): string {
  return assembleBrief(input).split("\n\n").slice(2).join("\n\n");
}
