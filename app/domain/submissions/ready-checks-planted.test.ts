import { describe, expect, it } from "vitest";
import type { ChecklistEntry } from "../applications/checklist";
import { type FindingKind, findingKinds } from "./findings";
import { type ReadyEssay, type ReadyInput, readyFindings } from "./ready-checks";
import { checklistEntry, readyEssay, schoolAiPolicy } from "../../../tests/support/application-builders";

// The checks' precision and recall on a planted set: clean applications, each given one planted
// problem of a known kind, three different ways per kind. A deterministic check must find every
// planted problem (recall 1.0), flag nothing else (precision 1.0), and find nothing on a clean one.

const stories = [
  "When the clinic in Lagos ran out of vaccines, I rebuilt the supply chain with a team of eight nurses and two drivers, and we reached every village before the rains closed the roads that spring.",
  "My grandmother kept the accounts of a market stall for forty years in a paper ledger, and when I digitised it for her I learned that the numbers were a diary of every family she had fed on credit.",
  "Our startup's first customer cancelled on the day we launched, so I spent the next month sitting beside her nurses on night shifts until I understood why our scheduling tool had made their work harder.",
];

const essay = (index: number, overrides: Partial<ReadyEssay> = {}) =>
  readyEssay({ id: `e${index}`, title: `Essay ${index + 1}`, text: stories[index]!, ...overrides });
const item = (kind: ChecklistEntry["kind"], status: ChecklistEntry["status"] = "done") => checklistEntry(kind, status);

// A short answer of the form, as the catalogue gives it (50 characters, counted with spaces).
const SHORT_ANSWER = "Run operations for a West African health system";
const formAnswer = (text = SHORT_ANSWER): ReadyEssay => ({
  id: "f",
  title: "Short answer: immediate post-MBA goal",
  text,
  written: text.trim() !== "",
  prompt: "What is your immediate post-MBA professional goal?",
  limit: "50 characters",
  required: true,
  group: null,
});

const clean = (index: number): ReadyInput => ({
  school: "Harvard Business School",
  essays: [essay(index), formAnswer()],
  missing: [],
  answers: [],
  resume: "Operations lead, Lagos Health Trust. Led a team of eight nurses. Grew clinic revenue 30%.",
  goals: "",
  briefs: [
    { recommender: "Jo", content: "Ask me about the supply work and what the district saw; I can speak to how the applicant leads people under pressure." },
  ],
  checklist: [item("test"), item("transcripts"), item("form"), item("fee"), item("interview", "to_do")],
  letters: [{ recommender: "Jo", status: "submitted" }],
  policy: null,
  disclosures: [],
  schoolWords: { wharton: { name: "Wharton", words: [{ text: "Wharton", exact: false, kind: "school" }] } },
  otherSchools: [],
  positions: [{ id: "p", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: null, teamSize: 8 }],
  today: new Date("2026-11-29T12:00:00Z"),
});

type Planted = { kind: FindingKind; input: ReadyInput };
const prohibits = schoolAiPolicy();

const planted: Planted[] = [0, 1, 2].flatMap((i): Planted[] => {
  const base = clean(i);
  const text = stories[i]!;
  return [
    {
      kind: "missing_question",
      input: { ...base, missing: [{ title: ["Short answer: summer after first year", "Reapplicant essay", "Essay 4"][i]!, group: null }] },
    },
    { kind: "not_started", input: { ...base, essays: [...base.essays, essay(9, { id: "e9", title: "Essay 9", written: false, text: "" })] } },
    { kind: "over_limit", input: { ...base, essays: [essay(i, { limit: ["20 words", "100 characters", "30 words"][i]! })] } },
    { kind: "wrong_school", input: { ...base, essays: [essay(i, { text: `${text} That is why Wharton fits me.` })] } },
    {
      kind: "fact",
      input: {
        ...base,
        essays: [
          essay(i, {
            text: `${text} ${["I led a team of five nurses.", "As a Director at Lagos Health Trust I saw it.", "I grew revenue 45% in a year."][i]}`,
          }),
        ],
      },
    },
    { kind: "brief_echo", input: { ...base, briefs: [{ recommender: "Jo", content: `Please say this: ${text}` }] } },
    {
      kind: "ai_policy",
      input: {
        ...base,
        policy: prohibits,
        disclosures: [{ essayTitle: `Essay ${i + 1}`, kind: (["accepted_suggestion", "accepted_trim", "ai_text"] as const)[i]! }],
      },
    },
    { kind: "checklist", input: { ...base, checklist: [item((["test", "transcripts", "fee"] as const)[i]!, "to_do")] } },
    { kind: "letter", input: { ...base, letters: [{ recommender: "Jo", status: (["not_asked", "asked", "agreed"] as const)[i]! }] } },
    { kind: "reuse", input: { ...base, otherSchools: [{ id: "w", school: "Wharton", title: "Essay 1", content: text }] } },
  ];
});

// The same kinds planted in the form's short answer rather than an essay.
const inForm = (i: number, answer: string): ReadyInput => ({ ...clean(i), essays: [essay(i), formAnswer(answer)] });
const plantedInForm: Planted[] = [0, 1, 2].flatMap((i): Planted[] => [
  { kind: "not_started", input: inForm(i, ["", "  ", "\n"][i]!) },
  { kind: "over_limit", input: inForm(i, [`${SHORT_ANSWER}, soon`, `${SHORT_ANSWER}\n\n\n\n`, "x".repeat(51)][i]!) },
  {
    kind: "wrong_school",
    input: inForm(i, ["Lead health operations, as at Wharton", "A Wharton-style operations role", "Join Wharton's health care club"][i]!),
  },
  { kind: "fact", input: inForm(i, ["Lead a team of five nurses again", "As a Director at Lagos Health Trust", "Grow revenue 45% in a health system"][i]!) },
]);

describe("Ready to submit's checks on a planted set", () => {
  it("find nothing on clean applications", () => {
    for (const i of [0, 1, 2]) expect(readyFindings(clean(i))).toEqual([]);
  });

  it("have recall and precision 1.0 for every kind", () => {
    const all = [...planted, ...plantedInForm];
    const table = findingKinds.map((kind) => {
      const cases = all.filter((entry) => entry.kind === kind);
      const found = cases.filter((entry) => readyFindings(entry.input).some((finding) => finding.kind === kind)).length;
      const flagged = all.flatMap((entry) =>
        readyFindings(entry.input)
          .filter((finding) => finding.kind === kind)
          .map(() => entry.kind),
      );
      const correct = flagged.filter((plantedKind) => plantedKind === kind).length;
      return { kind, planted: cases.length, recall: found / cases.length, precision: flagged.length ? correct / flagged.length : 1 };
    });
    console.table(table);
    for (const row of table) expect(row, row.kind).toMatchObject({ recall: 1, precision: 1 });
    // Every kind planted three ways in essays; the text checks three more ways in a form's short answer.
    expect(Object.fromEntries(table.map((row) => [row.kind, row.planted]))).toMatchObject({
      over_limit: 6,
      wrong_school: 6,
      fact: 6,
      not_started: 6,
      letter: 3,
    });
  });
});
