import facts from "./schools-2025-2026.json";

// The built-in school catalogue: the 15 schools, their essays and round deadlines, from the facts
// file beside this one (schools-2025-2026.json, each item with its sources). Server-side only: it is large.
export type EssayKind = "essay" | "short_answer" | "video" | "images" | "choose_one";

export type CatalogueEssay = {
  title: string;
  prompt: string;
  /** Free text such as "300 words", "60 seconds (video)" or null when unknown. */
  limit: string | null;
  kind: EssayKind;
  required: boolean;
  chooseOneGroup: string | null;
  /** The wording comes from an earlier cycle or a single source: shown to users as unconfirmed. */
  unconfirmed: boolean;
  /** The application cycle the wording was published for, e.g. "2025-2026". */
  cycle: string;
};

export type CatalogueDeadline = { round: string; date: string | null; time: string | null; timezone: string | null };

export type CatalogueSchool = {
  name: string;
  fullName: string;
  confidence: string;
  deadlines: CatalogueDeadline[];
  essays: CatalogueEssay[];
};

// The product's names for the schools, by the facts file's short name.
const productNames: Record<string, string> = {
  HBS: "Harvard Business School",
  "Stanford GSB": "Stanford GSB",
  Wharton: "Wharton",
  Kellogg: "Kellogg",
  "Chicago Booth": "Booth",
  "MIT Sloan": "MIT Sloan",
  Tuck: "Tuck",
  CBS: "Columbia",
  "NYU Stern": "NYU Stern",
  "Yale SOM": "Yale SOM",
  "Berkeley Haas": "Berkeley Haas",
  Darden: "Darden",
  "Michigan Ross": "Michigan Ross",
  "Duke Fuqua": "Duke Fuqua",
  "Cornell Johnson": "Cornell Johnson",
};

type FactsSchool = (typeof facts)[number];
type FactsEssay = FactsSchool["essays"][number];

const CURRENT_CYCLE = "2025-2026";

function toEssay(essay: FactsEssay): CatalogueEssay {
  return {
    title: essay.title,
    prompt: essay.prompt,
    limit: essay.limit ?? null,
    kind: essay.kind as EssayKind,
    required: essay.required,
    chooseOneGroup: essay.chooseOneGroup ?? null,
    unconfirmed: essay.textCycle !== CURRENT_CYCLE || Boolean(essay.paraphrase),
    cycle: essay.textCycle,
  };
}

export const catalogueSchools: CatalogueSchool[] = facts.map((school) => {
  const name = productNames[school.shortName];
  if (!name) throw new Error(`No product name for catalogue school ${school.shortName}`);
  return {
    name,
    fullName: school.school,
    confidence: school.confidence,
    deadlines: school.deadlines.map((deadline) => ({
      round: deadline.round,
      date: deadline.date ?? null,
      time: "time" in deadline ? (deadline.time ?? null) : null,
      timezone: "timezone" in deadline ? (deadline.timezone ?? null) : null,
    })),
    essays: school.essays.map(toEssay),
  };
});

export function findCatalogueSchool(name: string): CatalogueSchool | undefined {
  return catalogueSchools.find((school) => school.name === name);
}

/**
 * The text essays were created with before new essays started empty (docs/product-rules.md §29):
 * the prompt, then a line giving the limit. Kept only to recognise those essays as untouched.
 */
export function legacyInitialDraft(essay: CatalogueEssay): string {
  return `${essay.prompt}\n\nWord limit: ${essay.limit ?? "not stated by the school"}`;
}

/**
 * Whether an essay's text holds none of the user's own words: empty, or still exactly the prompt
 * it was created with (docs/product-rules.md §3). The one rule for "not started".
 */
export function isUntouchedDraft(content: string, essay: CatalogueEssay | null | undefined): boolean {
  const text = content.trim();
  return text === "" || (Boolean(essay) && text === legacyInitialDraft(essay!).trim());
}
