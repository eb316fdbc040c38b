// The workspace's sections in the order the sidebar lists them.
// `href` is null while a section is not open to users: it then shows as Coming Soon and cannot be
// clicked, exactly as Recommendations does.
export type WorkspaceSection = {
  id: string;
  label: string;
  badge?: string;
  href: string | null;
};

export const workspaceSections: WorkspaceSection[] = [
  { id: "deadlines", label: "Deadlines", badge: "New", href: "/app/deadlines" },
  { id: "goals", label: "Goals & Strategy", badge: "New", href: "/app/goals" },
  { id: "resume", label: "Resume", href: "/app/resume" },
  { id: "profile", label: "Profile", href: "/app/profile" },
  { id: "learning", label: "Learning Hub", badge: "New", href: "/app/learning" },
  { id: "office-hours", label: "Office Hours", badge: "New", href: "/app/office-hours" },
  { id: "ask-scout", label: "Ask Scout", href: "/app/ask" },
  { id: "mock-interviews", label: "Mock Interviews", badge: "New", href: "/app/interviews" },
  { id: "recommendations", label: "Recommendations", badge: "New", href: "/app/recommenders" },
];

/**
 * The sections this installation offers. Office Hours only while one of its services is set up (a
 * question form, a Hot Seat booking page or a voice memo link): with all three closed it was a
 * place in the navigation with nothing to do there, and Scout has no opening date to announce.
 */
export function offeredSections(offer: { officeHours: boolean }): WorkspaceSection[] {
  return offer.officeHours ? workspaceSections : workspaceSections.filter((section) => section.id !== "office-hours");
}
