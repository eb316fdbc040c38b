// How ready a school is for its deadline, in the words every view of it uses (the deadlines
// view, the welcome card, the reminder e-mails). The rule that decides it weighs the essays,
// letters and checklist together: app/domain/applications/at-risk.ts.

export type AtRiskLevel = "done" | "on-track" | "watch" | "at-risk" | "past" | "no-date";

export const atRiskLabels: Record<AtRiskLevel, string> = {
  done: "Done",
  "on-track": "On track",
  watch: "Watch",
  "at-risk": "At risk",
  past: "Deadline passed",
  "no-date": "No date yet",
};

export type AtRisk = {
  level: AtRiskLevel;
  /** Plain sentences for the applicant, most pressing first. */
  reasons: string[];
};
