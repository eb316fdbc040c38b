import { describe, expect, it } from "vitest";
import * as copy from "./landing-copy";
import type { LandingQuote } from "./landing-copy";

// The landing page says only what Scout does. Words in the first person, or in quotation marks,
// are somebody's: they belong in `quotes`, with the person's name and their consent, or nowhere.
const FIRST_PERSON = /\b(I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|we'd|we'll|us|our|ours|ourselves)\b/i;
const QUOTATION_MARKS = /["“”„«»]/;
const NOT_A_NAME = /\b(applicant|student|user|customer|founder|admit|reapplicant|anonymous|team)s?\b/i;

/** Why a quote may not be shown, or nothing. */
function problemsOf(quote: LandingQuote): string[] {
  const problems: string[] = [];
  const name = quote.source.name.trim();
  // A name is at least two words and not a description of someone ("Applicant, Round 1").
  if (name.split(/\s+/).length < 2 || NOT_A_NAME.test(name) || /,/.test(name)) problems.push("no person's name");
  if (!quote.text.trim() || !quote.source.role.trim()) problems.push("no words, or no role");
  const day = /^\d{4}-\d{2}-\d{2}$/.test(quote.consent.givenOn) ? new Date(`${quote.consent.givenOn}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== quote.consent.givenOn || day.getTime() > Date.now())
    problems.push("no day of consent");
  if (!quote.consent.record.trim()) problems.push("no record of consent");
  return problems;
}

function stringsIn(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${at}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${at}.${key}`));
  return [];
}

describe("the landing page's copy", () => {
  const { quotes, ...rest } = copy;
  const copyStrings = stringsIn(rest, "copy");

  it("has copy to check", () => {
    expect(copyStrings.length).toBeGreaterThan(10);
  });

  it("speaks of Scout and to the reader: nobody speaks in the first person outside a quote", () => {
    expect(copyStrings.filter(({ text }) => FIRST_PERSON.test(text))).toEqual([]);
  });

  it("puts nobody's words in quotation marks outside a quote", () => {
    expect(copyStrings.filter(({ text }) => QUOTATION_MARKS.test(text))).toEqual([]);
  });

  it("quotes only a named person who agreed to be quoted here", () => {
    expect(quotes.map((quote) => ({ quote: quote.text, problems: problemsOf(quote) })).filter(({ problems }) => problems.length)).toEqual([]);
  });
});

describe("what makes a quote fit for the landing page", () => {
  const given: LandingQuote = {
    text: "Scout's versions saved my leadership essay.",
    source: { name: "Dana Okafor", role: "Applicant, 2026-27 cycle" },
    consent: { givenOn: "2026-10-02", record: "signed release in the team's consent folder" },
  };

  it("takes words with a person's name and their consent", () => {
    expect(problemsOf(given)).toEqual([]);
  });

  it("refuses a description in place of a name, as the invented testimonials had", () => {
    expect(problemsOf({ ...given, source: { name: "Applicant, Round 1", role: "Round 1" } })).not.toEqual([]);
    expect(problemsOf({ ...given, source: { name: "The founders of Scout", role: "Scout" } })).not.toEqual([]);
    expect(problemsOf({ ...given, source: { name: "Dana", role: "Applicant" } })).not.toEqual([]);
  });

  it("refuses a quote without consent, or with a day that is not a real one in the past", () => {
    expect(problemsOf({ ...given, consent: { givenOn: "", record: "" } })).not.toEqual([]);
    expect(problemsOf({ ...given, consent: { ...given.consent, record: " " } })).not.toEqual([]);
    expect(problemsOf({ ...given, consent: { ...given.consent, givenOn: "2099-01-01" } })).not.toEqual([]);
    expect(problemsOf({ ...given, consent: { ...given.consent, givenOn: "2026-13-45" } })).not.toEqual([]);
  });
});
