// Highlight colours by item type: grammar red, spelling darker red, storytelling purple,
// structure green, content blue, anything else yellow.
const colours: Record<string, { mark: string; badge: string }> = {
  grammar: { mark: "bg-red-200", badge: "bg-red-100 text-red-900" },
  spelling: { mark: "bg-red-300", badge: "bg-red-200 text-red-950" },
  storytelling: { mark: "bg-purple-200", badge: "bg-purple-100 text-purple-900" },
  structure: { mark: "bg-green-200", badge: "bg-green-100 text-green-900" },
  content: { mark: "bg-blue-200", badge: "bg-blue-100 text-blue-900" },
};
const other = { mark: "bg-yellow-200", badge: "bg-yellow-100 text-yellow-900" };

export const feedbackColour = (type: string) => colours[type] ?? other;
