import type { FeedbackItem } from "~/domain/feedback/feedback-items";

// Highlight colours by item type: grammar red, spelling darker red, storytelling purple,
// structure green, content blue, anything else yellow. The coaching types take the colour of the
// spec's type they belong to: whether the essay answers the question, its specificity, evidence
// and school fit are content (blue); voice is storytelling (purple). A strength is not a problem:
// it is shown in its own quiet teal, never in a problem's colour.
const colours: Record<string, { mark: string; badge: string }> = {
  grammar: { mark: "bg-red-200", badge: "bg-red-100 text-red-900" },
  spelling: { mark: "bg-red-300", badge: "bg-red-200 text-red-950" },
  storytelling: { mark: "bg-purple-200", badge: "bg-purple-100 text-purple-900" },
  structure: { mark: "bg-green-200", badge: "bg-green-100 text-green-900" },
  content: { mark: "bg-blue-200", badge: "bg-blue-100 text-blue-900" },
};
const sameAs: Record<string, string> = { answers_prompt: "content", specificity: "content", evidence: "content", school_fit: "content", voice: "storytelling" };
const other = { mark: "bg-yellow-200", badge: "bg-yellow-100 text-yellow-900" };
const strength = { mark: "bg-teal-100", badge: "bg-teal-100 text-teal-900" };

export const feedbackColour = (item: Pick<FeedbackItem, "type" | "kind">) =>
  item.kind === "strength" ? strength : (colours[sameAs[item.type] ?? item.type] ?? other);
