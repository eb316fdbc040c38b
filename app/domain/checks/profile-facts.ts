import { type Position, monthsIn } from "../profile/profile";
import { numberValue } from "./facts";

// Titles, employers and dates an essay states that the applicant's structured profile states
// otherwise (docs/checks.md): "as a Senior Analyst at Acme" where the profile has Acme as
// Associate, "as an Associate at Acme" where the profile's Associate was at Beta, "four years at
// Acme" where the profile's dates make it two, "joined Acme in 2019" where it says 2021. A profile
// that says nothing of the employer is silent, as a resume that says nothing is (facts.ts).

export type ProfileClash = { start: number; end: number; text: string; message: string };

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
/** The profile's employer as the essay names it: the same words, or its first words ("Acme" for "Acme Health"). */
const namesEmployer = (profile: string, named: string, exact: boolean) => {
  const [x, y] = [norm(profile), norm(named)];
  return exact ? x === y : ` ${x} `.startsWith(` ${y} `);
};

// Capitalised words after an employer's name that start the next clause ("at Acme Health I learned").
const NOT_A_NAME = new Set(["I", "We", "My", "Our", "The", "In", "At", "On", "It", "This", "That", "And", "But", "So"]);

/** The employer named: the longest run of the captured words the profile knows, else the words up to a clause's start. */
function employerNamed(captured: string, positions: Position[]): { name: string; at: Position[] } {
  const words = captured.split(/\s+/);
  for (const exact of [true, false]) {
    for (let length = words.length; length > 0; length--) {
      const name = words.slice(0, length).join(" ");
      const at = positions.filter((position) => namesEmployer(position.employer, name, exact));
      if (at.length > 0) return { name, at };
    }
  }
  const cut = words.findIndex((word, index) => index > 0 && NOT_A_NAME.has(word));
  return { name: (cut === -1 ? words : words.slice(0, cut)).join(" "), at: [] };
}
const listOf = (items: string[]) => [...new Set(items)].join(", ");

const CAP = String.raw`[A-Z][A-Za-z&/-]*`;
const TITLE_AT = new RegExp(
  String.raw`\b(?:[Aa]s|[Ww]as|[Bb]ecame|[Pp]romoted to)\s+(?:an?\s+|the\s+)?((?:${CAP}\s+){0,4}${CAP})\s+(?:at|with)\s+((?:${CAP}|[A-Z0-9][A-Za-z0-9&.-]*)(?:\s+[A-Z][A-Za-z0-9&.-]*){0,3})`,
  "g",
);
const NUMBER = String.raw`\d+|(?:twenty[- ])?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const DURATION_AT = new RegExp(String.raw`\b(${NUMBER})\s+(years?|months?)\s+(?:at|with)\s+([A-Z][A-Za-z0-9&.-]*(?:\s+[A-Z][A-Za-z0-9&.-]*){0,3})`, "gi");
const JOINED_IN = /\bjoined\s+([A-Z][A-Za-z0-9&.-]*(?:\s+[A-Z][A-Za-z0-9&.-]*){0,3})\s+in\s+((?:19|20)\d\d)\b/g;

function titleClashes(text: string, positions: Position[]): ProfileClash[] {
  const found: ProfileClash[] = [];
  for (const match of text.matchAll(TITLE_AT)) {
    const [whole, title, captured] = match as unknown as [string, string, string];
    const { name: employer, at } = employerNamed(captured, positions);
    const start = match.index! + whole.indexOf(title);
    const end = match.index! + whole.length - captured.length + employer.length;
    const clash = { start, end, text: text.slice(start, end) };
    if (at.length > 0) {
      if (!at.some((position) => norm(position.title) === norm(title)))
        found.push({ ...clash, message: `Your profile has you at ${at[0]!.employer} as ${listOf(at.map((position) => position.title))}.` });
      continue;
    }
    const elsewhere = positions.filter((position) => norm(position.title) === norm(title));
    if (elsewhere.length > 0)
      found.push({ ...clash, message: `Your profile has ${title} at ${listOf(elsewhere.map((position) => position.employer))}, not at ${employer}.` });
  }
  return found;
}

function durationClashes(text: string, positions: Position[], today: Date): ProfileClash[] {
  const found: ProfileClash[] = [];
  for (const match of text.matchAll(DURATION_AT)) {
    const [whole, number, unit, captured] = match as unknown as [string, string, string, string];
    const value = numberValue(number);
    const { name, at } = employerNamed(captured, positions);
    if (value === null || at.length === 0) continue;
    const phrase = whole.slice(0, whole.length - captured.length + name.length);
    const months = at.reduce((sum, position) => sum + monthsIn(position, today), 0);
    const stated = /^year/i.test(unit) ? value * 12 : value;
    // A year stated is a year rounded either way: "three years" for 30 to 42 months.
    const slack = /^year/i.test(unit) ? 6 : 1;
    if (Math.abs(stated - months) <= slack) continue;
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const actual = `${years ? `${years} year${years === 1 ? "" : "s"}` : ""}${years && rest ? " and " : ""}${rest ? `${rest} month${rest === 1 ? "" : "s"}` : ""}`;
    found.push({
      start: match.index!,
      end: match.index! + phrase.length,
      text: phrase,
      message: `Your profile's dates at ${at[0]!.employer} make it ${actual || "under a month"}.`,
    });
  }
  return found;
}

function joinedClashes(text: string, positions: Position[]): ProfileClash[] {
  const found: ProfileClash[] = [];
  for (const match of text.matchAll(JOINED_IN)) {
    const [whole, employer, year] = match as unknown as [string, string, string];
    const { at } = employerNamed(employer, positions);
    if (at.length === 0 || at.some((position) => position.startMonth.startsWith(year))) continue;
    const first = at.map((position) => position.startMonth).sort()[0]!;
    found.push({
      start: match.index!,
      end: match.index! + whole.length,
      text: whole,
      message: `Your profile has you starting at ${at[0]!.employer} in ${first}.`,
    });
  }
  return found;
}

export function profileClashes(text: string, positions: Position[], today: Date): ProfileClash[] {
  if (positions.length === 0) return [];
  return [...titleClashes(text, positions), ...durationClashes(text, positions, today), ...joinedClashes(text, positions)].sort((a, b) => a.start - b.start);
}
