import type { CatalogueSchool } from "../catalogue/catalogue";
import { wordsOf } from "../checks/words";

// After a denial (or while waiting): the catalogue's schools whose next round is still open, each
// question with the applicant's essays that answer a question sharing its words, so an essay can
// be carried over. The words are the cross-school check's (app/domain/checks/words.ts): the same
// folding of case and quotes.

export type MyEssay = { school: string; title: string; prompt: string };
export type OpenQuestion = { title: string; prompt: string; limit: string | null; reusable: { school: string; title: string; shared: string[] }[] };
export type OpenSchool = { name: string; round: string; date: string; cycle: string; questions: OpenQuestion[] };

// Words every MBA question has: sharing them says nothing about the topic.
const COMMON = new Set(
  "what which your you have with that this from will would about most them they their there when where were been into more than could should these those does please describe tell share explain words word limit essay question mba school business program programme".split(
    " ",
  ),
);

const topicWords = (text: string) =>
  new Set(
    wordsOf(text)
      .map((word) => word.norm)
      .filter((word) => word.length >= 4 && !COMMON.has(word)),
  );

/** Words of topic the two questions share, or none. Two shared words make a match. */
export function sharedTopic(question: string, other: string): string[] {
  const mine = topicWords(question);
  return [...topicWords(other)].filter((word) => mine.has(word));
}

export const MIN_SHARED = 2;

/** Each open school's next round on or after today, with its questions against the applicant's essays. */
export function openSchools(catalogue: readonly CatalogueSchool[], mine: ReadonlySet<string>, essays: readonly MyEssay[], today: string): OpenSchool[] {
  const out: OpenSchool[] = [];
  for (const school of catalogue) {
    if (!school.offered || mine.has(school.name)) continue;
    const next = school.deadlines.filter((deadline) => deadline.date && deadline.date >= today).sort((a, b) => a.date!.localeCompare(b.date!))[0];
    if (!next?.date) continue;
    const questions = school.essays
      .filter((essay) => essay.prompt)
      .map((essay) => ({
        title: essay.title,
        prompt: essay.prompt,
        limit: essay.limit,
        reusable: essays
          .map((own) => ({ school: own.school, title: own.title, shared: sharedTopic(essay.prompt, own.prompt) }))
          .filter((match) => match.shared.length >= MIN_SHARED),
      }));
    out.push({ name: school.name, round: next.round, date: next.date, cycle: school.cycle, questions });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
