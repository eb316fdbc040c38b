import { NOT_A_SCHOOL, SCHOOL_HOME_WORDS, type SchoolIdentifiers, type SchoolWordKind } from "~/content/school-identifiers";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";

// The wrong school's name: in an essay for one school, a mention of another catalogue school
// (its name, abbreviation, university or one of its programmes) is a major item naming that
// school, at exact offsets. Deterministic and offline, like the other writing checks, with which
// it runs in each feedback run (services/checks/essay-checks.server.ts), which the essay page's
// Get Feedback asks for (app/web/feedback-intents.server.ts); tested in
// tests/integration/checks/wrong-school.test.ts.
//
// How a mention is found:
// 1. Every school word is matched on word boundaries (letters and digits on neither side, so
//    "Kellogg's" and "Kellogg’s" match, "Rossi", "Boothe" and "Stanfordian" do not); `exact`
//    words only as written ("SOM", not "som"; "Stern", not "stern").
// 2. Mentions inside NOT_A_SCHOOL ("Ross Perot", "Johnson & Johnson", "Penn State") are dropped.
// 3. Where mentions overlap, the longest wins: "Chicago Booth" is one item, not two.
// 4. The name rule: a one-word name ("Ross", "Johnson", "Stern") right after a capitalised word
//    is taken for a person ("Boris Johnson", "Howard Stern", "Alfred P. Sloan", "SC Johnson"),
//    unless that word opens the sentence ("At Ross, …"), names a school ("Cornell's Johnson") or
//    is a title ("Mr. Johnson" counts as a person even when it opens a sentence). A person's full
//    name that opens a sentence ("Boris Johnson taught me…") is still flagged: the applicant
//    ignores it, and the feedback's one ignore (feedback-preferences.server.ts) keeps that
//    passage of that essay from being flagged again.
// 5. Mentions inside an e-mail or web address are left alone.
// 6. The essay's own school is never flagged, nor any word found in the school's name as the
//    user wrote it (an essay for "Harvard Kennedy School" may say "Harvard").
//
// An essay for a school the user added themselves (not in the catalogue) is checked against every
// catalogue school: it is for none of them, so each one named is worth a look.
//
// The words are the catalogue's (catalogue_schools.words, edited by operators in
// /admin/catalogue), so a school added there is found with no code change. The caller reads them
// (schoolWordsQuery in catalogue.server.ts) and passes them keyed by catalogue id.

export type { SchoolIdentifiers } from "~/content/school-identifiers";
export type SchoolWordBook = Readonly<Record<string, SchoolIdentifiers>>;

type Entry = { text: string; kind: SchoolWordKind; schools: string[]; pattern: RegExp; nameLike: boolean };
type Mention = { start: number; end: number; entry: Entry };

const JOINER = "[\\s\\u00a0\\u2010\\u2011-]+";
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordPattern = (text: string, exact: boolean) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${text.split(" ").map(escape).join(JOINER)}(?![\\p{L}\\p{N}_])`, exact ? "gu" : "giu");

type Book = { schools: SchoolWordBook; entries: Entry[]; schoolWords: Set<string> };

// The compiled patterns of the last word book seen: the catalogue changes rarely, and compiling
// every word's pattern for each essay would be waste.
let compiled: { key: string; book: Book } | null = null;

function bookOf(schools: SchoolWordBook): Book {
  const key = JSON.stringify(schools);
  if (compiled?.key === key) return compiled.book;
  const entries = entriesOf(schools);
  const schoolWords = new Set([...entries.filter((entry) => !entry.text.includes(" ")).map((entry) => entry.text), ...SCHOOL_HOME_WORDS]);
  compiled = { key, book: { schools, entries, schoolWords } };
  return compiled.book;
}

// One entry per word, with every school that uses it ("Learning Teams": Wharton, Columbia, Darden).
function entriesOf(schools: SchoolWordBook): Entry[] {
  const byWord = new Map<string, Entry>();
  for (const [id, school] of Object.entries(schools)) {
    for (const word of school.words) {
      const key = `${word.exact}:${word.text}`;
      const known = byWord.get(key);
      if (known) known.schools.push(id);
      else
        byWord.set(key, {
          text: word.text,
          kind: word.kind,
          schools: [id],
          pattern: wordPattern(word.text, word.exact),
          nameLike: /^[A-Z][a-z]+$/.test(word.text),
        });
    }
  }
  return [...byWord.values()];
}

const EXCEPTIONS = NOT_A_SCHOOL.map((phrase) => wordPattern(phrase, true));
const TITLES = new Set(["Mr", "Mrs", "Ms", "Dr", "Prof", "Professor", "President", "Senator", "Governor", "Sir", "Dame"]);

/** Mentions of school words in reading order, the longest where they overlap, none inside NOT_A_SCHOOL. */
function findMentions(text: string, book: Book): Mention[] {
  const excluded = EXCEPTIONS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const));
  const found = book.entries
    .flatMap((entry) => [...text.matchAll(entry.pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, entry })))
    .filter((mention) => !excluded.some(([from, to]) => mention.start < to && from < mention.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of found) if (!kept.length || mention.start >= kept[kept.length - 1]!.end) kept.push(mention);
  return kept;
}

// The word just before a mention on the same line: a capitalised word, initials ("W.K.") or a title with its full stop ("Mr.").
const WORD_BEFORE = /(?:^|[^\p{L}\p{N}.'’-])((?:\p{Lu}\.)+|(?:Mr|Mrs|Ms|Dr|Prof)\.|\p{Lu}[\p{L}'’-]*)[ \t\u00a0]+$/u;
const SENTENCE_OPENING = /(?:^|[.!?:;]["”’')\]]*\s+|\n)[\s"“‘'([]*$/u;

/** Rule 4: a one-word name right after someone's first name, initial or title is a person. */
function isPersonsName(text: string, mention: Mention, book: Book): boolean {
  if (!mention.entry.nameLike) return false;
  const before = WORD_BEFORE.exec(text.slice(0, mention.start));
  if (!before) return false;
  const word = before[1]!.replace(/\.$/, "").replace(/['’]s?$/, "");
  if (TITLES.has(word) || /^(\p{Lu}\.)+$/u.test(before[1]!)) return true;
  if (book.schoolWords.has(word)) return false;
  const wordStart = mention.start - (before[0].length - before[0].trimEnd().length) - before[1]!.length;
  return !SENTENCE_OPENING.test(text.slice(0, wordStart));
}

function isInAddress(text: string, { start, end }: Mention): boolean {
  let from = start;
  let to = end;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from -= 1;
  while (to < text.length && !/\s/.test(text[to]!)) to += 1;
  return /@|:\/\/|www\.|\.(edu|com|org|net)\b/i.test(text.slice(from, to));
}

type EssaySchool = { id: string | null; name: string; ownWords: Set<string> };

/**
 * The essay's school: by catalogue id or product name, else the one catalogue school its name
 * names as a school ("Kellogg School of Management (Northwestern)"). A university's name alone
 * is not enough ("Harvard Kennedy School" is not Harvard Business School), but the words the name
 * uses are never flagged.
 */
function resolveSchool(essaySchool: string, book: Book): EssaySchool {
  const wanted = essaySchool.trim();
  const lower = wanted.toLowerCase();
  const mentions = findMentions(wanted, book);
  const named = new Set(mentions.filter(({ entry }) => entry.kind === "school").flatMap(({ entry }) => entry.schools));
  const id =
    Object.entries(book.schools).find(([key, school]) => key === lower || school.name.toLowerCase() === lower)?.[0] ??
    (named.size === 1 ? [...named][0]! : null);
  return { id, name: id ? book.schools[id]!.name : wanted, ownWords: new Set(mentions.map(({ entry }) => entry.text)) };
}

const listOf = (names: string[], last: string) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${last} ${names[names.length - 1]}`);

function commentFor(entry: Entry, highlight: string, forSchool: string, book: Book): string {
  const names = entry.schools.map((id) => book.schools[id]!.name);
  const forWhom = forSchool ? `this essay is for ${forSchool}` : "this essay is for another school";
  if (entry.kind === "university")
    return `“${highlight}” is ${listOf(names, "and")}’s university, but ${forWhom}. If it is where you studied or worked, dismiss this; otherwise admissions readers will notice another school’s name.`;
  if (entry.kind === "feature")
    return `“${highlight}” is a program of ${listOf(names, "and")}, but ${forWhom}. Admissions readers notice another school’s programs: check this is intended.`;
  return `This names ${listOf(names, "or")}, but ${forWhom}. Admissions readers notice another school’s name: check this is intended.`;
}

/**
 * Every mention of another catalogue school in an essay for `essaySchool` (a catalogue id or the
 * school's name as the product stores it), one major item per mention. `schools`: the catalogue's
 * words by school id (schoolWordsQuery).
 */
export function wrongSchoolItems(text: string, essaySchool: string, schools: SchoolWordBook): FeedbackItem[] {
  const book = bookOf(schools);
  const school = resolveSchool(essaySchool, book);
  return findMentions(text, book)
    .filter(({ entry }) => !(school.id && entry.schools.includes(school.id)) && !school.ownWords.has(entry.text))
    .filter((mention) => !isPersonsName(text, mention, book) && !isInAddress(text, mention))
    .map(({ start, end, entry }): FeedbackItem => {
      const highlightText = text.slice(start, end);
      return {
        type: "content",
        severity: "major",
        paragraph: paragraphAt(text, start),
        comment: commentFor(entry, highlightText, school.name, book),
        textReference: { highlightText, startPos: start, endPos: end },
      };
    });
}
