// Where an application stands after Submitted, and which step may come next. Pure: the service
// reads the steps, asks these rules, and writes only what they allow.

export const decisions = ["admitted", "waitlisted", "denied", "deferred", "withdrawn"] as const;
export type Decision = (typeof decisions)[number];

export const interviewFormats = ["in_person", "video", "phone"] as const;
export type InterviewFormat = (typeof interviewFormats)[number];

export type StepKind = "invited" | "interviewed" | "decision";

/** Where the application stands: Submitted, an interview's step, or the latest decision. */
export type Stage = "submitted" | "invited" | "interviewed" | Decision;

export const decisionLabels: Record<Decision, string> = {
  admitted: "Admitted",
  waitlisted: "Waitlisted",
  denied: "Denied",
  deferred: "Deferred",
  withdrawn: "Withdrawn",
};

export const formatLabels: Record<InterviewFormat, string> = { in_person: "In person", video: "Video call", phone: "Phone call" };

export const stageLabels: Record<Stage, string> = {
  submitted: "Submitted",
  invited: "Invited to interview",
  interviewed: "Interviewed",
  ...decisionLabels,
};

export type Step = {
  id: string;
  seq: number;
  kind: StepKind;
  decision: Decision | null;
  happenedOn: string;
  slotAt: Date | null;
  slotZone: string | null;
  format: InterviewFormat | null;
  interviewer: string | null;
  invitationId: string | null;
};

export type StepRequest =
  | { kind: "invited"; happenedOn: string; slotAt: Date; slotZone: string; format: InterviewFormat; interviewer: string | null }
  | { kind: "interviewed"; happenedOn: string; invitationId: string }
  | { kind: "decision"; happenedOn: string; decision: Decision };

export type StepRefusal = {
  reason: "transition" | "before_submitted" | "before_previous" | "future_day" | "slot_past" | "no_invitation";
  field: "happenedOn" | "slotDate" | "decision" | null;
  message: string;
};

const DAY = 86_400_000;

/** Steps in the order they were recorded. */
export function inOrder(steps: Step[]): Step[] {
  return [...steps].sort((a, b) => a.seq - b.seq);
}

export function stageOf(steps: Step[]): Stage {
  const last = inOrder(steps).at(-1);
  if (!last) return "submitted";
  return last.kind === "decision" ? (last.decision ?? "submitted") : last.kind;
}

/** Invitations not yet answered by an interview, earliest slot first. */
export function pendingInvitations(steps: Step[]): Step[] {
  const answered = new Set(steps.filter((step) => step.kind === "interviewed").map((step) => step.invitationId));
  return steps.filter((step) => step.kind === "invited" && !answered.has(step.id)).sort((a, b) => (a.slotAt?.getTime() ?? 0) - (b.slotAt?.getTime() ?? 0));
}

/** What may follow the application's stage: "invited", "interviewed" and each decision. */
export function nextSteps(steps: Step[]): { invite: boolean; interview: boolean; decisions: Decision[] } {
  const stage = stageOf(steps);
  const pending = pendingInvitations(steps).length > 0;
  if (stage === "denied" || stage === "withdrawn") return { invite: false, interview: false, decisions: [] };
  // An offer taken back by the applicant is the only step after Admitted.
  if (stage === "admitted") return { invite: false, interview: false, decisions: ["withdrawn"] };
  // With an interview still to come, a decision can only be the school's no or the applicant's withdrawal.
  const open: Decision[] = pending ? ["denied", "withdrawn"] : decisions.filter((decision) => decision !== stage);
  return { invite: true, interview: pending, decisions: open };
}

function transitionMessage(steps: Step[], request: StepRequest): string {
  const stage = stageOf(steps);
  if (stage === "denied" || stage === "withdrawn") return `This application is closed (${stageLabels[stage]}): nothing can follow it.`;
  if (stage === "admitted") return "After Admitted the only step is withdrawing.";
  if (request.kind === "decision" && pendingInvitations(steps).length > 0)
    return `Record the interview first: a school decides ${decisionLabels[request.decision]} after it. Denied or withdrawn can be recorded now.`;
  if (request.kind === "decision") return `The application is already ${stageLabels[stage]}.`;
  return "That step cannot follow where the application stands.";
}

/**
 * Whether the step may be recorded now: the transition is possible, its day is neither before
 * Submitted nor before the step it follows, nor in the future (a day of slack: it is already
 * tomorrow somewhere), and a new invitation's slot is still ahead.
 */
export function checkStep(submittedOn: string, steps: Step[], request: StepRequest, now: Date): StepRefusal | null {
  const next = nextSteps(steps);
  if (request.kind === "interviewed" && !pendingInvitations(steps).some((step) => step.id === request.invitationId))
    return { reason: "no_invitation", field: null, message: "Record the invitation first: there is no interview waiting." };
  const allowed = request.kind === "invited" ? next.invite : request.kind === "interviewed" ? next.interview : next.decisions.includes(request.decision);
  if (!allowed) {
    return { reason: "transition", field: request.kind === "decision" ? "decision" : null, message: transitionMessage(steps, request) };
  }
  const day = Date.parse(`${request.happenedOn}T00:00:00Z`);
  if (day > now.getTime() + DAY) return { reason: "future_day", field: "happenedOn", message: "That day has not come yet." };
  if (request.happenedOn < submittedOn) return { reason: "before_submitted", field: "happenedOn", message: `That is before you submitted (${submittedOn}).` };
  const previous = previousDay(steps, request);
  if (previous && request.happenedOn < previous.happenedOn)
    return { reason: "before_previous", field: "happenedOn", message: `That is before the step it follows (${stepTitle(previous)}, ${previous.happenedOn}).` };
  if (request.kind === "invited" && request.slotAt.getTime() <= now.getTime())
    return { reason: "slot_past", field: "slotDate", message: "That slot has already passed: enter the interview's date and time to come." };
  return null;
}

/** The step a new one follows: an interview follows its invitation, anything else the latest step. */
function previousDay(steps: Step[], request: StepRequest): Step | null {
  if (request.kind === "interviewed") return steps.find((step) => step.id === request.invitationId) ?? null;
  return inOrder(steps).at(-1) ?? null;
}

/** A step's name as the applicant reads it. */
export function stepTitle(step: Pick<Step, "kind" | "decision">): string {
  if (step.kind === "decision" && step.decision) return decisionLabels[step.decision];
  return step.kind === "invited" ? "Invited to interview" : "Interviewed";
}
