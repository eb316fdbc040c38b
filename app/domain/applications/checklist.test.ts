import { describe, expect, it } from "vitest";
import { schoolAtRisk } from "./at-risk";
import { deadlineInstant } from "../deadlines/deadlines";
import { nextStep } from "../schools/school-progress";
import { applicationProgress, type ChecklistEntry, checklistSummary, type ItemFact, schoolChecklist } from "./checklist";
import { otherSteps } from "./next-steps";
import { checklistEntry } from "../../../tests/support/application-builders";

const fact = (kind: ItemFact["kind"], asks: boolean | null): ItemFact => ({
  kind,
  asks,
  detail: null,
  acceptedTests: null,
  source: asks === null ? null : "https://school.example/apply",
  cycle: null,
});

const NO_ENGLISH = { hasEnglishScore: false };

describe("a school's checklist", () => {
  it("lists the test, transcripts, form and fee unless a source says no, a video and an interview only where one says yes", () => {
    const entries = schoolChecklist([fact("fee", false), fact("video", true), fact("interview", null), fact("test", null)], [], NO_ENGLISH);
    expect(entries.map((entry) => entry.kind)).toEqual(["test", "transcripts", "form", "video"]);
    expect(entries[0]?.fact?.asks).toBeNull();
    // A school the catalogue knows nothing about: the four, each not verified.
    const unknown = schoolChecklist([], [], NO_ENGLISH);
    expect(unknown.map((entry) => [entry.kind, entry.fact?.asks])).toEqual([
      ["test", null],
      ["transcripts", null],
      ["form", null],
      ["fee", null],
    ]);
  });

  it("lists the English test and the exit language where a source says the school asks them", () => {
    const entries = schoolChecklist([fact("english", true), fact("exit_language", true)], [], NO_ENGLISH);
    expect(entries.map((entry) => entry.kind)).toEqual(["test", "english", "transcripts", "form", "fee", "exit_language"]);
    expect(schoolChecklist([fact("exit_language", null)], [], NO_ENGLISH).map((entry) => entry.kind)).toEqual(["test", "transcripts", "form", "fee"]);
  });

  it("lists the English test for an applicant with an English score, not verified where no source says, off where one says no", () => {
    const withScore = { hasEnglishScore: true };
    expect(schoolChecklist([], [], withScore).find((entry) => entry.kind === "english")?.fact?.asks).toBeNull();
    expect(schoolChecklist([], [], NO_ENGLISH).some((entry) => entry.kind === "english")).toBe(false);
    expect(schoolChecklist([fact("english", false)], [], withScore).some((entry) => entry.kind === "english")).toBe(false);
  });

  it("carries the applicant's state and the items they added, in the order added", () => {
    const entries = schoolChecklist(
      [],
      [
        { id: "a", kind: "custom", label: "Diversity form", status: "to_do", doneOn: null },
        { id: "b", kind: "form", label: null, status: "done", doneOn: "2026-11-20" },
        { id: "c", kind: "custom", label: "Campus visit", status: "not_needed", doneOn: null },
      ],
      NO_ENGLISH,
    );
    expect(entries.map((entry) => [entry.label, entry.status])).toEqual([
      ["Test score", "to_do"],
      ["Transcripts", "to_do"],
      ["Application form", "done"],
      ["Application fee", "to_do"],
      ["Diversity form", "to_do"],
      ["Campus visit", "not_needed"],
    ]);
    expect(entries.find((entry) => entry.label === "Diversity form")).toMatchObject({ itemId: "a", fact: null });
    expect(checklistSummary(entries)).toBe("1 of 5 done");
  });
});

describe("a school's progress over its whole application", () => {
  const essay = (progress: number) => ({ progress, started: progress > 0, required: true, chooseOneGroup: null });
  it("averages essays, letters and items, each once; not needed is left out", () => {
    expect(applicationProgress({ essays: [essay(1), essay(0.5)], letters: [], items: [] })).toBe(75);
    expect(applicationProgress({ essays: [essay(1)], letters: [{ status: "agreed" }], items: [{ status: "done" }, { status: "to_do" }] })).toBe(67);
    expect(applicationProgress({ essays: [], letters: [{ status: "asked" }], items: [{ status: "not_needed" }] })).toBe(33);
    expect(applicationProgress({ essays: [], letters: [], items: [{ status: "not_needed" }] })).toBe(0);
    expect(applicationProgress({ essays: [essay(1)], letters: [{ status: "submitted" }], items: [{ status: "done" }] })).toBe(100);
  });
});

describe("the checklist in the at-risk rule", () => {
  const deadline = deadlineInstant({ date: "2027-01-05", time: "12:00", timeZone: "America/New_York" });
  const daysBefore = (days: number) => new Date(deadline.getTime() - days * 86_400_000);
  const finished = [{ title: "Why Tuck", required: true, status: "final" as const, words: 400, limitWords: 500 }];
  const judge = (items: { label: string; kind: ChecklistEntry["kind"]; status: ChecklistEntry["status"] }[], days: number) =>
    schoolAtRisk({ deadline, now: daysBefore(days), timeZone: "America/New_York", essays: finished, items });

  it("puts a school at risk for a test score not sent within 14 days, and any item within 3", () => {
    const items = [
      { label: "Test score", kind: "test" as const, status: "to_do" as const },
      { label: "Application fee", kind: "fee" as const, status: "to_do" as const },
    ];
    expect(judge(items, 40)).toEqual({ level: "on-track", reasons: ["All required essays are final or submitted", "2 checklist items to do"] });
    expect(judge(items, 20).level).toBe("watch");
    expect(judge(items, 10)).toEqual({ level: "at-risk", reasons: ["Test score is not sent yet with 10 days left"] });
    expect(judge(items, 2).reasons).toEqual(["Test score is not sent yet with 2 days left", "Application fee is not done with 2 days left"]);
  });

  it("is done once every item is done or not needed; the interview, after the deadline, never holds it back", () => {
    const items = [
      { label: "Transcripts", kind: "transcripts" as const, status: "done" as const },
      { label: "Application fee", kind: "fee" as const, status: "not_needed" as const },
      { label: "Interview", kind: "interview" as const, status: "to_do" as const },
    ];
    expect(judge(items, 2).level).toBe("done");
  });

  it("treats an English score like the test score, and never holds a school back for an exit language due before graduating", () => {
    const english = [{ label: "English test", kind: "english" as const, status: "to_do" as const }];
    expect(judge(english, 10)).toEqual({ level: "at-risk", reasons: ["English test is not sent yet with 10 days left"] });
    const exit = [
      { label: "Transcripts", kind: "transcripts" as const, status: "done" as const },
      { label: "Exit language", kind: "exit_language" as const, status: "to_do" as const },
    ];
    expect(judge(exit, 2).level).toBe("done");
  });
});

describe("what to do next, beyond the essays", () => {
  const entry = (kind: ChecklistEntry["kind"], status: ChecklistEntry["status"] = "to_do") => checklistEntry(kind, status);
  const essay = (id: string, deadline: string | null) => ({ id, state: "draft" as const, progress: 0.4, counts: true, deadline });

  // Candidates come in the checklist's order; nextStep orders them by stage.
  it("asks for letters and sends scores before the essays due the same day, and leaves the form and fee until after them", () => {
    const steps = otherSteps(
      [
        { recommender: "Jo", status: "agreed" },
        { recommender: "Sam", status: "not_asked" },
      ],
      [entry("fee"), entry("test"), entry("interview"), entry("transcripts", "done")],
      { deadline: "2027-01-05" },
    );
    expect(steps.map((step) => (step.type === "letter" ? step.letter.recommender : step.entry.kind))).toEqual(["Sam", "fee", "test"]);
    const first = nextStep([essay("why-us", "2027-01-05"), ...steps]);
    expect(first && "type" in first ? first.type : "essay").toBe("letter");
    const late = otherSteps([], [entry("fee"), entry("form")], { deadline: "2027-01-05" });
    expect(nextStep([...late, essay("why-us", "2027-01-05")])).toMatchObject({ id: "why-us" });
    // An earlier deadline still comes first, whatever the stage.
    expect(nextStep([essay("why-us", "2027-01-05"), ...otherSteps([], [entry("fee")], { deadline: "2026-12-01" })])).toMatchObject({ type: "item" });
  });

  it("sends an English score early, and never suggests the exit language", () => {
    const steps = otherSteps([], [entry("english"), entry("exit_language")], { deadline: "2027-01-05" });
    expect(steps.map((step) => (step.type === "item" ? [step.entry.kind, step.stage] : null))).toEqual([["english", 0]]);
  });
});
