import { Link } from "@remix-run/react";
import type { Decision } from "~/domain/standing/steps";

// Where a decision leads: an admit to the offers, a waitlist to the school's rules and the letter,
// a denial to the schools whose next round is still open. Other decisions lead nowhere new.
const next: Partial<Record<Decision, { to: (school: string) => string; label: (school: string) => string }>> = {
  admitted: { to: () => "/app/offers", label: (school) => `${school}'s offer: cost, scholarships and deposit` },
  waitlisted: { to: (school) => `/app/waitlist/${encodeURIComponent(school)}`, label: (school) => `What ${school} accepts from its waitlist, and your letter` },
  denied: { to: () => "/app/next-rounds", label: () => "Schools whose next round is still open" },
};

export function AfterDecision({ school, decision }: { school: string; decision: Decision | null }) {
  const link = decision ? next[decision] : undefined;
  if (!link) return null;
  return (
    <p className="mt-4 text-slate-800">
      <Link to={link.to(school)} className="font-semibold text-brand-700 underline">
        {link.label(school)}
      </Link>
    </p>
  );
}
