import { describe, expect, it } from "vitest";
import { type Step, checkStep, nextSteps, pendingInvitations, stageOf } from "./steps";

const now = new Date("2026-12-01T12:00:00Z");
const submittedOn = "2026-09-10";

let seq = 0;
function step(fields: Partial<Step> & Pick<Step, "kind" | "happenedOn">): Step {
  seq += 1;
  return { id: `s${seq}`, seq, decision: null, slotAt: null, slotZone: null, format: null, interviewer: null, invitationId: null, ...fields };
}
const invitation = (slot = "2026-12-08T15:00:00Z") =>
  step({ kind: "invited", happenedOn: "2026-11-20", slotAt: new Date(slot), slotZone: "America/New_York", format: "video" });
const slotAhead = {
  kind: "invited" as const,
  happenedOn: "2026-11-30",
  slotAt: new Date("2026-12-09T15:00:00Z"),
  slotZone: "UTC",
  format: "video" as const,
  interviewer: null,
};

describe("where an application stands", () => {
  it("starts at Submitted and follows the latest step", () => {
    expect(stageOf([])).toBe("submitted");
    const invited = invitation();
    expect(stageOf([invited])).toBe("invited");
    const interviewed = step({ kind: "interviewed", happenedOn: "2026-12-08", invitationId: invited.id });
    expect(stageOf([interviewed, invited])).toBe("interviewed");
    expect(stageOf([invited, interviewed, step({ kind: "decision", happenedOn: "2026-12-10", decision: "waitlisted" })])).toBe("waitlisted");
  });

  it("keeps INSEAD's two interviews apart: one answered leaves the other waiting", () => {
    const first = invitation("2026-12-08T09:00:00Z");
    const second = invitation("2026-12-05T09:00:00Z");
    expect(pendingInvitations([first, second]).map((s) => s.id)).toEqual([second.id, first.id]);
    const done = step({ kind: "interviewed", happenedOn: "2026-12-05", invitationId: second.id });
    expect(pendingInvitations([first, second, done]).map((s) => s.id)).toEqual([first.id]);
    expect(nextSteps([first, second, done]).interview).toBe(true);
  });
});

describe("checking a step", () => {
  it("allows an invitation with a slot ahead, and refuses a slot that has passed", () => {
    expect(checkStep(submittedOn, [], slotAhead, now)).toBeNull();
    const refusal = checkStep(submittedOn, [], { ...slotAhead, slotAt: new Date("2026-12-01T11:59:00Z") }, now);
    expect(refusal).toMatchObject({ reason: "slot_past", field: "slotDate" });
  });

  it("refuses a day before Submitted, before the step it follows, or still to come", () => {
    expect(checkStep(submittedOn, [], { kind: "decision", decision: "denied", happenedOn: "2026-09-01" }, now)).toMatchObject({ reason: "before_submitted" });
    const invited = invitation();
    expect(checkStep(submittedOn, [invited], { kind: "interviewed", happenedOn: "2026-11-19", invitationId: invited.id }, now)).toMatchObject({
      reason: "before_previous",
    });
    expect(checkStep(submittedOn, [], { kind: "decision", decision: "denied", happenedOn: "2026-12-03" }, now)).toMatchObject({ reason: "future_day" });
    // A day ahead of UTC is already today somewhere.
    expect(checkStep(submittedOn, [], { kind: "decision", decision: "denied", happenedOn: "2026-12-02" }, now)).toBeNull();
  });

  it("refuses an interview without an invitation waiting", () => {
    expect(checkStep(submittedOn, [], { kind: "interviewed", happenedOn: "2026-11-30", invitationId: "" }, now)).toMatchObject({ reason: "no_invitation" });
  });

  it("refuses impossible transitions", () => {
    const invited = invitation();
    // Admitted while the interview is still to come.
    expect(checkStep(submittedOn, [invited], { kind: "decision", decision: "admitted", happenedOn: "2026-11-30" }, now)).toMatchObject({
      reason: "transition",
    });
    expect(checkStep(submittedOn, [invited], { kind: "decision", decision: "withdrawn", happenedOn: "2026-11-30" }, now)).toBeNull();
    const denied = step({ kind: "decision", decision: "denied", happenedOn: "2026-11-25" });
    expect(nextSteps([denied])).toEqual({ invite: false, interview: false, decisions: [] });
    expect(checkStep(submittedOn, [denied], slotAhead, now)).toMatchObject({ reason: "transition" });
    const waitlisted = step({ kind: "decision", decision: "waitlisted", happenedOn: "2026-11-25" });
    expect(checkStep(submittedOn, [waitlisted], { kind: "decision", decision: "waitlisted", happenedOn: "2026-11-30" }, now)).toMatchObject({
      reason: "transition",
    });
    expect(nextSteps([waitlisted]).decisions).toEqual(["admitted", "denied", "deferred", "withdrawn"]);
    const admitted = step({ kind: "decision", decision: "admitted", happenedOn: "2026-11-25" });
    expect(nextSteps([admitted])).toEqual({ invite: false, interview: false, decisions: ["withdrawn"] });
  });
});
