import nspell from "nspell";
import { aff, dic } from "~/generated/dictionary-en";
import { onlyUk, onlyUs } from "~/generated/dictionary-en-gb";
import type { EnglishVariant } from "../feedback/english-variant";
import type { Speller } from "./spelling-suggestions";

// The spelling dictionaries, built into checkers once per isolate (or page) and variant: building
// one parses 50,000 entries (about 0.4 s, 17 MB), and a built one checks any number of texts.

/** The writer's dictionary, and one of the entries only the other variant has (to tell "colour" from a typo). */
export type Spellers = { own: Speller; other: Speller };

// Words of business and of applying to business school that the general dictionary lacks and
// applicants write every day ("backhaul" was flagged in a real draft).
export const BUSINESS_WORDS = [
  "backhaul",
  "cofounder",
  "cofounded",
  "dashboarding",
  "edtech",
  "fintech",
  "healthtech",
  "insurtech",
  "microfinance",
  "monetization",
  "monetisation",
  "monetize",
  "monetise",
  "nonprofit",
  "nonprofits",
  "offsite",
  "onboarding",
  "proactively",
  "roadmap",
  "roadmaps",
  "scalable",
  "stakeholder",
  "stakeholders",
  "startup",
  "startups",
  "upskill",
  "upskilling",
  "upsell",
  "workstream",
  "workstreams",
];

const entries = (lines: string) => lines.split("\n").filter(Boolean);
const asDic = (lines: string[]) => `${lines.length}\n${lines.join("\n")}\n`;

/** dictionary-en-gb, rebuilt from dictionary-en and the lines in which they differ (scripts/build-dictionary.mjs). */
function ukEntries() {
  const taken = new Set(entries(onlyUs));
  return [
    ...entries(dic)
      .slice(1)
      .filter((line) => !taken.has(line)),
    ...entries(onlyUk),
  ];
}

const built = new Map<EnglishVariant, Spellers>();

export function spellersFor(variant: EnglishVariant): Spellers {
  let spellers = built.get(variant);
  if (!spellers) {
    const own = nspell({ aff, dic: variant === "us" ? dic : asDic(ukEntries()) }).personal(BUSINESS_WORDS.join("\n"));
    const other = nspell({ aff, dic: asDic(entries(variant === "us" ? onlyUk : onlyUs)) });
    spellers = { own, other };
    built.set(variant, spellers);
  }
  return spellers;
}
