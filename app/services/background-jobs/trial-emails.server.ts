import type { Email } from "../platform/mailer.server";

// The trial's two reminder e-mails: three days before the end, and at the end.
export function trialEmail(kind: "trial_reminder" | "trial_expired", to: string, appUrl: string): Email {
  const plans = new URL("/plans", appUrl).toString();
  if (kind === "trial_reminder") {
    return {
      to,
      subject: "Your Scout trial ends in 3 days",
      text: ["Your free Scout trial ends in 3 days.", "", "Keep your essays, feedback and coaching going by choosing a plan:", plans].join("\n"),
    };
  }
  return {
    to,
    subject: "Your Scout trial has ended",
    text: [
      "Your free Scout trial has ended. Your work is safe: everything you wrote is still there.",
      "",
      "Choose a plan to keep adding schools and essays and to talk with Scout:",
      plans,
    ].join("\n"),
  };
}
