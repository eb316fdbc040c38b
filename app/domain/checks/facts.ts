// Facts an essay states that the resume or the goals grid can contradict: team sizes, years of
// experience, amounts of money tied to what they measure, percentages tied to what they measure.
// Deterministic and exact: a fact is a number (in digits or words) with the noun that says what
// it counts. Titles, employers and dates are compared with the structured profile (profile-facts.ts).

export type FactKind = "team" | "experience" | "money" | "percent";
export type Fact = { kind: FactKind; subject: string; value: number; start: number; end: number; text: string };

const SMALL: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};

// A number: digits (with thousands separators and decimals) or words ("twenty-five", "a dozen").
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ])?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)|a dozen`;

export function numberValue(written: string): number | null {
  const text = written.toLowerCase().trim();
  if (/^[\d,.]+$/.test(text)) return Number(text.replace(/,/g, ""));
  if (text === "a dozen") return 12;
  const parts = text.split(/[- ]/);
  let total = 0;
  for (const part of parts) {
    const value = SMALL[part];
    if (value === undefined) return null;
    total += value;
  }
  return total;
}

const PEOPLE = String.raw`(?:people|engineers|analysts|consultants|developers|designers|employees|staff|members|reports|direct reports|associates|volunteers|nurses|teachers|soldiers|salespeople|managers)`;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const MONEY_SUBJECTS = [
  "revenue",
  "sales",
  "funding",
  "budget",
  "savings",
  "cost savings",
  "portfolio",
  "profit",
  "investment",
  "round",
  "deal",
  "contract",
  "renewal",
  "raise",
];

type Pattern = { kind: FactKind; re: RegExp; read: (match: RegExpMatchArray) => { value: number | null; subject: string } | null };

const patterns: Pattern[] = [
  // "a team of eight", "a team of 12 engineers"
  { kind: "team", re: new RegExp(String.raw`\bteam of (${NUMBER})\b`, "gi"), read: (m) => ({ value: numberValue(m[1]!), subject: "team" }) },
  // "an eight-person team", "a 12-member team"
  {
    kind: "team",
    re: new RegExp(String.raw`\b(${NUMBER})[- ](?:person|people|member|strong)\s+team\b`, "gi"),
    read: (m) => ({ value: numberValue(m[1]!), subject: "team" }),
  },
  // "led 12 engineers", "managed five direct reports"
  {
    kind: "team",
    re: new RegExp(
      String.raw`\b(?:led|lead|leading|managed|manage|managing|supervised|oversaw|hired|coached)\s+(?:a\s+group\s+of\s+|a\s+team\s+of\s+)?(${NUMBER})\s+(${PEOPLE})\b`,
      "gi",
    ),
    read: (m) => ({ value: numberValue(m[1]!), subject: "team" }),
  },
  // "five years of experience", "7 years of professional experience"
  {
    kind: "experience",
    re: new RegExp(String.raw`\b(${NUMBER})\+?\s+years?\s+of\s+(?:\w+\s+)?experience\b`, "gi"),
    read: (m) => ({ value: numberValue(m[1]!), subject: "experience" }),
  },
  // "$4 million in revenue", "€2.5M of funding", "a $300k budget"
  {
    kind: "money",
    re: new RegExp(
      String.raw`([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mm|bn|b|thousand|million|billion)?\b(?:\s+(?:in|of|for|worth\s+of))?\s+(?:annual\s+|new\s+|total\s+)?(${MONEY_SUBJECTS.join("|")})\b`,
      "gi",
    ),
    read: (m) => {
      const scale = m[3] ? SCALE[m[3].toLowerCase()]! : 1;
      return { value: Number(m[2]!.replace(/,/g, "")) * scale, subject: `${m[1]} ${m[4]!.toLowerCase()}` };
    },
  },
  // "cut costs by 30%", "grew revenue 40 percent": the percentage with the noun before it
  {
    kind: "percent",
    re: /\b(revenue|sales|costs?|churn|retention|conversion|margins?|profit|turnover|errors?|downtime)\s+(?:by\s+)?(\d+(?:\.\d+)?)\s?(?:%|percent\b)/gi,
    read: (m) => ({ value: Number(m[2]!), subject: m[1]!.toLowerCase().replace(/s$/, "") }),
  },
];

/** Every fact in the text, in reading order, at exact offsets. */
export function factsOf(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern.re)) {
      const read = pattern.read(match);
      if (!read || read.value === null || !Number.isFinite(read.value)) continue;
      const start = match.index ?? 0;
      facts.push({ kind: pattern.kind, subject: read.subject, value: read.value, start, end: start + match[0].length, text: match[0] });
    }
  }
  // Two patterns can read the same words ("led a team of 12 engineers"): the shortest reading stays.
  const kept = facts
    .sort((x, y) => x.end - x.start - (y.end - y.start))
    .filter((fact, index, all) => !all.slice(0, index).some((other) => other.kind === fact.kind && other.start < fact.end && fact.start < other.end));
  return kept.sort((x, y) => x.start - y.start);
}

export type Contradiction = { fact: Fact; stated: Fact[]; where: "resume" | "goals" };

/**
 * The essay's facts that another source states otherwise: the same kind and subject with no
 * value in common. A fact the source states once with the same value is consistent, even when it
 * also states other values (a resume can list two teams of different sizes).
 */
export function contradictions(essay: string, source: string, where: "resume" | "goals"): Contradiction[] {
  const theirs = factsOf(source);
  const found: Contradiction[] = [];
  for (const fact of factsOf(essay)) {
    const same = theirs.filter((other) => other.kind === fact.kind && other.subject === fact.subject);
    if (same.length === 0 || same.some((other) => other.value === fact.value)) continue;
    found.push({ fact, stated: same, where });
  }
  return found;
}
