import { Link } from "@remix-run/react";
import { AvatarMenu } from "../account/avatar-menu";

type AppHeaderProps = {
  email: string;
  firstName: string;
  isAdmin: boolean;
  trialBadge: string | null;
  /** The user never had a trial: the badge is a way to start one. */
  startTrial: boolean;
  feedbackFormUrl: string | null;
  onOpenNav: () => void;
};

const headerLink = "hidden rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:inline-flex";

// The header of the /app views.
export function AppHeader({ email, firstName, isAdmin, trialBadge, startTrial, feedbackFormUrl, onOpenNav }: AppHeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button type="button" onClick={onOpenNav} className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden" aria-label="Open navigation">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Link to="/app" className="text-lg font-bold text-brand-700">
        Scout
      </Link>
      {trialBadge && startTrial ? (
        <Link to="/plans" className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900 underline-offset-2 hover:underline">
          {trialBadge}
        </Link>
      ) : trialBadge ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900">{trialBadge}</span>
      ) : null}
      <nav aria-label="Account" className="ml-auto flex items-center gap-1">
        {feedbackFormUrl ? (
          <a href={feedbackFormUrl} target="_blank" rel="noreferrer" className={headerLink}>
            Share Feedback
          </a>
        ) : null}
        <Link to="/account" className={headerLink}>
          Billing
        </Link>
        {isAdmin ? (
          <Link to="/admin" className={headerLink}>
            Admin
          </Link>
        ) : null}
        <AvatarMenu email={email} firstName={firstName} feedbackFormUrl={feedbackFormUrl} />
      </nav>
    </header>
  );
}
