import { type ScoreTest, type SectionScores, scoreTestInfo, scoreTestLabels, scoreText } from "../applications/test-scores";
import { type Profile, educationText, languageText, positionText } from "../profile/profile";
import type { PortalField } from "./page-data";

// The rest of the form as the applicant wrote it once (the profile and the test scores), as
// fields to copy. Scout has no school's own wording or limits for these questions (none is in the
// sources it was built from), so they carry none and the page says so.

export type ScoreForForm = { test: ScoreTest; score: number; sections: SectionScores | null; takenOn: string };

/**
 * The scores this school receives: where a source lists the tests it accepts (its Test score or
 * English test item), only those; where none does, every score, since Scout cannot say. The
 * scores left out are named, so the applicant knows why.
 */
export function scoresForSchool(scores: readonly ScoreForForm[], accepted: readonly { kind: string; acceptedTests: ScoreTest[] | null }[]) {
  const acceptedFor = (test: ScoreTest) => {
    const item = accepted.find((entry) => entry.kind === (scoreTestInfo[test].kind === "english" ? "english" : "test"));
    return item?.acceptedTests?.length ? item.acceptedTests : null;
  };
  const sent = scores.filter((score) => acceptedFor(score.test)?.includes(score.test) ?? true);
  const leftOut = scores.filter((score) => !sent.includes(score)).map((score) => scoreTestLabels[score.test]);
  return { sent, leftOut };
}

export function profileFields(profile: Profile, scores: readonly ScoreForForm[]): PortalField[] {
  const field = (label: string, lines: string[]): PortalField[] => (lines.length ? [{ label, text: lines.join("\n"), limit: null }] : []);
  return [
    ...field("Work history", [...profile.positions].reverse().map(positionText)),
    ...field("Education", [...profile.education].reverse().map(educationText)),
    ...field(
      "Test scores",
      scores.map((score) => `${scoreText(score.test, score.score, score.sections)}, taken ${score.takenOn}`),
    ),
    ...field("Languages", profile.languages.map(languageText)),
  ];
}

/**
 * What Scout has of the school's form for the cycle: "Scout does not have this school's form
 * questions for 2026-27" where the catalogue has none, else how many it has and what it lacks.
 */
export function formQuestionsNote(cycle: string, formQuestions: number): string {
  if (formQuestions === 0) return `Scout does not have this school's form questions for ${cycle}`;
  const some =
    formQuestions === 1 ? "one of this school's short answers and form questions" : `${formQuestions} of this school's short answers and form questions`;
  return `Scout has ${some} (above), not the rest of its form for ${cycle}`;
}

/** Where the applicant reads the school's own form: its admissions page operators keep, else a web search named as one. */
export function schoolFormLink(school: string, deadlinesUrl: string | null): { href: string; label: string } {
  if (deadlinesUrl) return { href: deadlinesUrl, label: `${school}'s admissions page` };
  return {
    href: `https://duckduckgo.com/?q=${encodeURIComponent(`${school} MBA application form questions`)}`,
    label: `Search the web for ${school}'s application form (a search, not the school's page)`,
  };
}
