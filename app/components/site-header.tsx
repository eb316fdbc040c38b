import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

// The header of the pages outside the workspace: the brand (home) and whatever the page adds.
export function SiteHeader({ children, narrow = false }: { children?: ReactNode; narrow?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto flex h-16 items-center justify-between px-4 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
        <Link to="/" className="text-xl font-bold text-brand-700">
          Scout
        </Link>
        {children}
      </div>
    </header>
  );
}

// Terms, Privacy and Support, as the auth modal and the sign-up pages show them.
export function LegalLinks({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      <Link to="/terms" className="underline">
        Terms
      </Link>{" "}
      ·{" "}
      <Link to="/privacy" className="underline">
        Privacy
      </Link>{" "}
      ·{" "}
      <Link to="/support" className="underline">
        Support
      </Link>
    </p>
  );
}
