import { describe, expect, it } from "vitest";
import type { ChecklistEntry } from "../applications/checklist";
import { isReady } from "./findings";
import { type ReadyEssay, type ReadyInput, readyFindings } from "./ready-checks";
import { checklistEntry, readyEssay, schoolAiPolicy } from "../../../tests/support/application-builders";

// Each check of Ready to submit on its bad input, and a clean application that finds nothing.

const words = {
  wharton: { name: "Wharton", words: [{ text: "Wharton", exact: false, kind: "school" as const }] },
  harvard: { name: "Harvard Business School", words: [{ text: "HBS", exact: true, kind: "school" as const }] },
};

const story =
  "When the clinic in Lagos ran out of vaccines, I rebuilt the supply chain with a team of eight nurses and two drivers, and we reached every village before the rains closed the roads that spring.";

const essay = (overrides: Partial<ReadyEssay> = {}) => readyEssay({ text: story, prompt: "What more would you like us to know?", ...overrides });

const done = (kind: ChecklistEntry["kind"], status: ChecklistEntry["status"] = "done") => checklistEntry(kind, status);

const clean = (): ReadyInput => ({
  school: "Harvard Business School",
  essays: [essay()],
  missing: [],
  answers: [],
  resume: "Operations lead, Lagos Health Trust. Led a team of eight nurses.",
  goals: "",
  briefs: [{ recommender: "Jo", content: "Ask me about the vaccine supply work and the drivers; I saw the results myself across the district." }],
  checklist: [done("test"), done("transcripts"), done("interview", "to_do")],
  letters: [{ recommender: "Jo", status: "submitted" }],
  policy: null,
  disclosures: [],
  schoolWords: words,
  otherSchools: [],
  positions: [{ id: "p1", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: null, teamSize: 8 }],
  today: new Date("2026-11-29T12:00:00Z"),
});

const kinds = (input: ReadyInput) => readyFindings(input).map((finding) => finding.kind);

describe("Ready to submit's checks", () => {
  it("find nothing on a clean application (the interview comes after submitting)", () => {
    expect(readyFindings(clean())).toEqual([]);
    expect(isReady(readyFindings(clean()))).toBe(true);
  });

  it("count the limit as the portal does: words, and characters with spaces", () => {
    const input = { ...clean(), essays: [essay({ limit: "30 words" })] };
    const [finding] = readyFindings(input);
    expect(finding).toMatchObject({ kind: "over_limit", where: "Essay 1", blocking: true });
    expect(finding!.message).toContain("for a limit of 30");
    const answer = {
      key: "goal",
      label: "Post-MBA goal",
      answer: "Lead operations for a health network in West Africa",
      limit: "50 characters",
      href: "/app/profile",
    };
    expect(readyFindings({ ...clean(), answers: [answer] })[0]).toMatchObject({ kind: "over_limit", where: "Post-MBA goal", fix: { href: "/app/profile" } });
  });

  it("name another school's name, with the passage", () => {
    const finding = readyFindings({ ...clean(), essays: [essay({ text: `${story} Wharton is my first choice.` })] })[0];
    expect(finding).toMatchObject({ kind: "wrong_school", passage: "Wharton", fix: { href: "/app/essays/e1" } });
  });

  it("find facts that disagree with the resume and between this school's own texts", () => {
    expect(kinds({ ...clean(), resume: "Led a team of twelve nurses." })).toEqual(["fact"]);
    const second = essay({ id: "e2", title: "Essay 2", text: "Leading a team of five taught me to listen before I act in every hard moment." });
    const found = readyFindings({ ...clean(), essays: [essay(), second], resume: "" });
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain("In Essay 2");
  });

  it("find a title, employer or date the profile states otherwise", () => {
    const found = readyFindings({ ...clean(), essays: [essay({ text: `${story} As a Director at Lagos Health Trust I hired them.` })] });
    expect(found.map((finding) => [finding.kind, finding.passage])).toEqual([["fact", "Director at Lagos Health Trust"]]);
  });

  it("find the applicant's sentences repeated in a recommender's brief", () => {
    const input = { ...clean(), briefs: [{ recommender: "Jo", content: `Please mention this: ${story}` }] };
    const [finding] = readyFindings(input);
    expect(finding).toMatchObject({ kind: "brief_echo", where: "Brief for Jo", fix: { href: "/app/recommenders" } });
    expect(finding!.passage).toContain("rebuilt the supply chain");
  });

  it("find Scout's text taken into an essay for a school that prohibits it", () => {
    const policy = schoolAiPolicy();
    const input = { ...clean(), policy, disclosures: [{ essayTitle: "Essay 1", kind: "accepted_suggestion" as const }] };
    expect(readyFindings(input)[0]).toMatchObject({ kind: "ai_policy", fix: { href: "/app/essays/e1/report" } });
    expect(kinds({ ...input, disclosures: [{ essayTitle: "Essay 1", kind: "feedback_run" }] })).toEqual([]);
  });

  it("list checklist items and letters not done, and essays not started (one of a choose-one group is enough)", () => {
    const input: ReadyInput = {
      ...clean(),
      checklist: [done("fee", "to_do"), done("form", "not_needed")],
      letters: [
        { recommender: "Jo", status: "agreed" },
        { recommender: "", status: "not_asked", missing: true },
      ],
      essays: [
        essay(),
        essay({ id: "e2", title: "Essay 2", written: false, text: "" }),
        essay({ id: "e3", title: "Option B", written: false, group: "g" }),
        essay({ id: "e4", title: "Option A", group: "g", text: "A short one." }),
      ],
    };
    expect(kinds(input)).toEqual(["not_started", "checklist", "letter", "letter"]);
  });

  it("name reuse across schools as fine, not as something to fix", () => {
    const input = { ...clean(), otherSchools: [{ id: "w1", school: "Wharton", title: "Essay 1", content: story }] };
    const [finding] = readyFindings(input);
    expect(finding).toMatchObject({ kind: "reuse", blocking: false });
    expect(isReady([finding!])).toBe(true);
  });
});
