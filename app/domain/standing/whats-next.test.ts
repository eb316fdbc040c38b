import { describe, expect, it } from "vitest";
import type { RoundDate } from "../catalogue/round-dates";
import type { Step } from "./steps";
import { whatsNext } from "./whats-next";

const now = new Date("2026-12-10T12:00:00Z");
const dated = (date: string): RoundDate => ({
  id: date,
  schoolId: "x",
  cycle: "2026-2027",
  round: "R1",
  kind: "decision",
  date,
  approx: null,
  sources: [],
  pageDate: null,
  note: null,
});
const none = { current: null, past: null };
const invited = (slot: string): Step => ({
  id: "i",
  seq: 1,
  kind: "invited",
  decision: null,
  happenedOn: "2026-11-01",
  slotAt: new Date(slot),
  slotZone: "UTC",
  format: "video",
  interviewer: null,
  invitationId: null,
});

describe("what is next, soonest first", () => {
  it("puts a decision day that has come first, then dated steps by their moment, then schools without a date", () => {
    const next = whatsNext(
      [
        { school: "No date", round: "R1", steps: [], decision: none },
        { school: "Later", round: "R1", steps: [], decision: { current: dated("2026-12-20"), past: null } },
        { school: "Interview", round: "R1", steps: [invited("2026-12-12T15:00:00Z")], decision: { current: dated("2026-12-10"), past: null } },
        { school: "Today", round: "R1", steps: [], decision: { current: dated("2026-12-10"), past: null } },
      ],
      now,
    );
    expect(next.map((entry) => [entry.school, entry.kind])).toEqual([
      ["Today", "decision_day"],
      ["Interview", "interview"],
      ["Later", "decision_date"],
      ["No date", "no_date"],
    ]);
  });

  it("never counts last year's date as this year's decision day", () => {
    const [entry] = whatsNext(
      [{ school: "Old", round: "R1", steps: [], decision: { current: null, past: { ...dated("2025-12-10"), cycle: "2025-2026" } } }],
      now,
    );
    expect(entry).toMatchObject({ kind: "no_date", decisionOn: null });
  });
});
