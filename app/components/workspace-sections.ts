// The workspace's sections in the order the sidebar lists them.
// `href` is null while a section is not open to users: it then shows as Coming Soon and cannot be
// clicked, exactly as Recommendations does.
export type WorkspaceSection = {
  id: string;
  label: string;
  badge?: string;
  href: string | null;
};

/** A section's badge: none for Office Hours while the room is not set up (nothing new to open). */
export function sectionBadge(section: WorkspaceSection, offer: { officeHours: boolean }): string | undefined {
  return section.id === "office-hours" && !offer.officeHours ? undefined : section.badge;
}

export const workspaceSections: WorkspaceSection[] = [
  { id: "deadlines", label: "Deadlines", badge: "New", href: "/app/deadlines" },
  { id: "goals", label: "Goals & Strategy", badge: "New", href: "/app/goals" },
  { id: "resume", label: "Resume", href: "/app/resume" },
  { id: "learning", label: "Learning Hub", badge: "New", href: "/app/learning" },
  { id: "office-hours", label: "Office Hours", badge: "New", href: "/app/office-hours" },
  { id: "ask-scout", label: "Ask Scout", href: "/app/ask" },
  { id: "mock-interviews", label: "Mock Interviews", badge: "New", href: "/app/interviews" },
  { id: "recommendations", label: "Recommendations", badge: "New", href: "/app/recommenders" },
];
