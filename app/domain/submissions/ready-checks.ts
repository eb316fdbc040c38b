import { contradictions, type Fact } from "../checks/facts";
import { consistencyItems } from "../checks/cross-school";
import { ignoredShingles, prepareText, sharedPassages } from "../checks/story-reuse";
import { type SchoolWordBook, wrongSchoolItems } from "../checks/wrong-school";
import { measureAgainstLimit, parseLimit } from "../essays/essay-rules";
import type { SchoolAiPolicy } from "../ai-policy/ai-policy";
import type { DisclosureKind } from "../authorship/disclosure";
import type { LetterStatus } from "../recommenders/letters";
import { letterStatusLabels } from "../recommenders/letters";
import type { ChecklistEntry } from "../applications/checklist";
import type { Position } from "../profile/profile";
import { profileClashes } from "../checks/profile-facts";
import { type Finding, plural } from "./findings";
import { type MissingQuestion, missingQuestionFindings } from "./missing-questions";

// Every deterministic check over what one school receives (docs/checks.md, "Ready to submit"):
// no model, no I/O; the service reads the inputs once and the page shows what comes out.

export type ReadyEssay = {
  id: string;
  title: string;
  text: string;
  written: boolean;
  prompt: string;
  limit: string | null;
  required: boolean;
  group: string | null;
};
export type ReadyAnswer = { key: string; label: string; answer: string; limit: string | null; href: string };
export type ReadyBrief = { recommender: string; content: string };
export type ReadyLetter = { recommender: string; status: LetterStatus; missing?: boolean };
export type OtherSchoolEssay = { id: string; school: string; title: string; content: string };

export type ReadyInput = {
  school: string;
  essays: ReadyEssay[];
  /** Questions the school asks of this applicant that have no essay of theirs. */
  missing: MissingQuestion[];
  answers: ReadyAnswer[];
  resume: string;
  goals: string;
  briefs: ReadyBrief[];
  checklist: ChecklistEntry[];
  letters: ReadyLetter[];
  policy: SchoolAiPolicy | null;
  disclosures: { essayTitle: string; kind: DisclosureKind }[];
  schoolWords: SchoolWordBook;
  otherSchools: OtherSchoolEssay[];
  /** The profile's jobs, which titles, employers and dates in the texts are checked against, and the day durations run to. */
  positions: Position[];
  today: Date;
};

const essayHref = (essay: { id: string }) => `/app/essays/${essay.id}`;
const fixEssay = (essay: ReadyEssay) => ({ href: essayHref(essay), label: `Open ${essay.title}` });

/** Essays the school asks for that hold none of the applicant's words (one of a choose-one group is enough). */
function notStarted(essays: ReadyEssay[]): Finding[] {
  const writtenGroups = new Set(essays.filter((essay) => essay.written && essay.group).map((essay) => essay.group));
  return essays
    .filter((essay) => !essay.written && essay.required && !(essay.group && writtenGroups.has(essay.group)))
    .map((essay) => ({
      kind: "not_started",
      where: essay.title,
      message: "The school asks for it and it has none of your words yet.",
      passage: null,
      fix: fixEssay(essay),
      blocking: true,
    }));
}

/** Over the limit as the portal counts it: words, or characters with spaces and line breaks. */
function overLimit(texts: { where: string; text: string; limit: string | null; fix: Finding["fix"] }[]): Finding[] {
  return texts.flatMap(({ where, text, limit, fix }) => {
    const measured = measureAgainstLimit(text, parseLimit(limit));
    if (!measured.over || measured.max === null) return [];
    const unit = measured.unit === "words" ? "word" : "character";
    const message = `${plural(measured.used, unit)} for a limit of ${measured.max}: ${plural(measured.used - measured.max, unit)} to cut, counted as the portal counts.`;
    return [{ kind: "over_limit", where, message, passage: null, fix, blocking: true } satisfies Finding];
  });
}

function essayChecks(input: ReadyInput, essay: ReadyEssay): Finding[] {
  const wrong = wrongSchoolItems(essay.text, input.school, input.schoolWords).map((item): Finding => ({
    kind: "wrong_school",
    where: essay.title,
    message: item.comment,
    passage: item.textReference?.highlightText ?? null,
    fix: fixEssay(essay),
    blocking: true,
  }));
  const facts = consistencyItems(essay.text, { resume: input.resume, goals: input.goals }).map((item): Finding => ({
    kind: "fact",
    where: essay.title,
    message: item.comment,
    passage: item.textReference?.highlightText ?? null,
    fix: fixEssay(essay),
    blocking: true,
  }));
  const profile = profileClashes(essay.text, input.positions, input.today).map((clash): Finding => ({
    kind: "fact",
    where: essay.title,
    message: `Here: “${clash.text}”. ${clash.message} Make them agree.`,
    passage: clash.text,
    fix: fixEssay(essay),
    blocking: true,
  }));
  return [...wrong, ...facts, ...profile];
}

/**
 * The same story told to another school: one finding per essay and other essay (each other text
 * read once for all of this school's essays), named as fine. The passages are not carried: the
 * essay's own feedback shows them side by side.
 */
function reuseFindings(input: ReadyInput, written: ReadyEssay[]): Finding[] {
  const others = input.otherSchools
    .filter((other) => other.school !== input.school && other.content.trim())
    .map((other) => ({ ...other, text: prepareText(other.content) }));
  if (others.length === 0) return [];
  return written.flatMap((essay) => {
    const mine = prepareText(essay.text);
    const ignored = ignoredShingles(essay.prompt ? [essay.prompt] : []);
    return others.flatMap((other): Finding[] => {
      const passages = sharedPassages(mine, other.text, ignored);
      if (passages.length === 0) return [];
      const words = passages.reduce((sum, passage) => sum + passage.words, 0);
      const message = `Also in ${other.school}, ${other.title}: ${plural(words, "word")}. Fine: schools do not compare your essays with each other.`;
      return [{ kind: "reuse", where: essay.title, message, passage: null, fix: fixEssay(essay), blocking: false }];
    });
  });
}

const factText = (facts: Fact[]) => [...new Set(facts.map((fact) => `“${fact.text}”`))].join(", ");

/** Facts one of this school's texts states that another of them states otherwise. */
function factsBetween(texts: { where: string; text: string; fix: Finding["fix"] }[]): Finding[] {
  const found: Finding[] = [];
  texts.forEach((first, index) => {
    for (const second of texts.slice(index + 1)) {
      for (const clash of contradictions(first.text, second.text, "resume")) {
        const message = `Here: “${clash.fact.text}”. In ${second.where}: ${factText(clash.stated)}. The school reads both: make them agree.`;
        found.push({ kind: "fact", where: first.where, message, passage: clash.fact.text, fix: first.fix, blocking: true });
      }
    }
  });
  return found;
}

/** A passage of the applicant's text that a brief repeats: a recommender may copy it into the letter, and schools check letters for similarity. */
function briefEchoes(texts: { where: string; text: string; prompt: string }[], briefs: ReadyBrief[]): Finding[] {
  return briefs.flatMap((brief) =>
    texts.flatMap(({ where, text, prompt }) =>
      sharedPassages(brief.content, text, ignoredShingles(prompt ? [prompt] : [])).map((passage): Finding => ({
        kind: "brief_echo",
        where: `Brief for ${brief.recommender}`,
        message: `${plural(passage.words, "word")} of it are also in ${where}. A recommender who copies them into the letter makes it read like yours: reword the brief as material, not your sentences.`,
        passage: brief.content.slice(passage.start, passage.end),
        fix: { href: "/app/recommenders", label: `Edit the brief for ${brief.recommender}` },
        blocking: true,
      })),
    ),
  );
}

const TAKEN_IN: readonly DisclosureKind[] = ["accepted_suggestion", "accepted_trim", "ai_text"];

/** Text Scout wrote, taken into an essay for a school whose policy prohibits AI-written content. */
function policyFindings(input: ReadyInput): Finding[] {
  if (input.policy?.policy !== "prohibits") return [];
  const titles = [...new Set(input.disclosures.filter((entry) => TAKEN_IN.includes(entry.kind)).map((entry) => entry.essayTitle))];
  return titles.flatMap((title) => {
    const essay = input.essays.find((candidate) => candidate.title === title);
    if (!essay?.written) return [];
    const message = `${input.school} prohibits AI-written content, and this essay took in text Scout wrote (see its authorship report). Put it in your own words before sending.`;
    return [
      {
        kind: "ai_policy",
        where: title,
        message,
        passage: null,
        fix: { href: `/app/essays/${essay.id}/report`, label: "Open the authorship report" },
        blocking: true,
      } satisfies Finding,
    ];
  });
}

// Items done after the deadline, by invitation or before graduating: they never hold a school back.
const AFTER_SUBMITTING = new Set(["interview", "exit_language"]);

function checklistFindings(input: ReadyInput): Finding[] {
  const items = input.checklist
    .filter((entry) => entry.status === "to_do" && !AFTER_SUBMITTING.has(entry.kind))
    .map((entry): Finding => ({
      kind: "checklist",
      where: entry.label,
      message: "Not marked done on the school's checklist.",
      passage: null,
      fix: { href: "/app", label: "Open the checklist" },
      blocking: true,
    }));
  const letters = input.letters
    .filter((letter) => letter.status !== "submitted")
    .map((letter): Finding => ({
      kind: "letter",
      where: letter.missing ? "A letter the school asks for" : `Letter from ${letter.recommender}`,
      message: letter.missing ? "No recommender writes it yet." : `${letterStatusLabels[letter.status]}, not submitted yet.`,
      passage: null,
      fix: { href: "/app/recommenders", label: "Open recommenders" },
      blocking: true,
    }));
  return [...items, ...letters];
}

export function readyFindings(input: ReadyInput): Finding[] {
  const written = input.essays.filter((essay) => essay.written);
  const texts = [
    ...written.map((essay) => ({ where: essay.title, text: essay.text, prompt: essay.prompt, limit: essay.limit, fix: fixEssay(essay) })),
    ...input.answers
      .filter((answer) => answer.answer.trim())
      .map((answer) => ({
        where: answer.label,
        text: answer.answer,
        prompt: "",
        limit: answer.limit,
        fix: { href: answer.href, label: `Edit ${answer.label}` },
      })),
  ];
  return [
    ...missingQuestionFindings(input.school, input.missing, input.essays),
    ...notStarted(input.essays),
    ...overLimit(texts),
    ...written.flatMap((essay) => essayChecks(input, essay)),
    ...reuseFindings(input, written),
    ...factsBetween(texts),
    ...briefEchoes(texts, input.briefs),
    ...policyFindings(input),
    ...checklistFindings(input),
  ];
}
