import { paragraphAt } from "../../app/domain/feedback/feedback-items";
import { countWords, parseLimit } from "../../app/domain/essays/essay-rules";

// What the bench's applicants wrote and were told: essays cut to their limits, feedback on real
// passages, and goals, as the app stores them.

/** An essay cut, at a sentence, to 90% of its question's limit (a draft near its limit, as applicants keep them). */
export function fit(text: string, limit: string | null) {
  const parsed = parseLimit(limit);
  if (!parsed) return text;
  const size = (value: string) => (parsed.kind === "words" ? countWords(value) : value.length);
  let kept = "";
  for (const sentence of text.match(/[^.!?]+[.!?]+\s*/g) ?? [text]) {
    if (size(kept + sentence) > parsed.max * 0.9) break;
    kept += sentence;
  }
  if (kept) return kept.trim();
  // Shorter than any sentence (a short answer): the first words that fit.
  const words = text.split(/\s+/);
  while (words.length > 1 && size(words.join(" ")) > parsed.max * 0.9) words.pop();
  return words.join(" ");
}

/** Feedback as the queue consumer stores it: problems about passages the essay really has, a strength, ids. */
export function feedbackItems(text: string, seed: number) {
  const types = ["answers_prompt", "specificity", "evidence", "structure", "voice", "school_fit"];
  const sentences = [...text.matchAll(/[^.!?\n]+[.!?]/g)].filter((match) => match[0].trim().length > 20);
  const every = sentences.filter((_, index) => (index + seed) % 2 === 0);
  return (every.length ? every : sentences).slice(0, 6).map((match, index) => {
    const highlightText = match[0].trim();
    const startPos = match.index + match[0].indexOf(highlightText);
    const strength = index === 5;
    return {
      id: crypto.randomUUID(),
      source: "ai" as const,
      type: strength ? "voice" : types[(index + seed) % types.length]!,
      severity: strength ? "minor" : index < 2 ? "major" : "minor",
      paragraph: paragraphAt(text, startPos),
      comment: strength
        ? "This sentence sounds like you: keep it."
        : "Say what you did here, with a number or a name, so the reader sees your part rather than the team's.",
      textReference: { highlightText, startPos, endPos: startPos + highlightText.length },
      ...(strength ? { kind: "strength" as const } : {}),
    };
  });
}

export function goals(userId: string, depth: "full" | "some") {
  const some = {
    userId,
    longTermVision: "Lead a company that makes clean energy affordable for small businesses in West Africa.",
    industryShortTerm: "Energy strategy consulting",
    industryLongTerm: "Renewable energy",
    titleShortTerm: "Consultant",
    titleLongTerm: "Chief executive",
    locationShortTerm: "London",
    locationLongTerm: "Lagos",
  };
  if (depth === "some") return some;
  return {
    ...some,
    locationInternship: "Nairobi",
    locationGlobal: "West Africa",
    titleInternship: "Summer associate",
    titleGlobal: "Founder",
    industryInternship: "Infrastructure investing",
    industryGlobal: "Energy access",
    businessProblemInternship: "Pricing risk in distributed solar",
    businessProblemShortTerm: "Grid reliability for commercial customers",
    businessProblemLongTerm: "Financing equipment banks will not lend for",
    businessProblemGlobal: "Six hundred million people without reliable power",
    knowledgeGapsInternship: "Project finance",
    knowledgeGapsShortTerm: "Negotiation",
    knowledgeGapsLongTerm: "Building a team and a culture",
    knowledgeGapsGlobal: "Policy and regulation",
    coursesClubsInternship: "Energy club, finance bootcamp",
    coursesClubsShortTerm: "Negotiations, corporate finance",
    coursesClubsLongTerm: "Entrepreneurial management",
    coursesClubsGlobal: "Global immersion trip",
  };
}
