import type { ReactNode } from "react";

// The header of the pages outside the workspace: the brand (home) and whatever the page adds.
// Plain links, here and in LegalLinks: the pages they open ship no framework and load as
// documents (app/lib/no-framework.ts), never through the browser's router.
export function SiteHeader({ children, narrow = false }: { children?: ReactNode; narrow?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto flex h-16 items-center justify-between px-4 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
        <a href="/" className="text-xl font-bold text-brand-700">
          Scout
        </a>
        {children}
      </div>
    </header>
  );
}

// Terms, Privacy and Support, as the sign-in dialog and page and the sign-up pages show them.
export function LegalLinks({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      <a href="/terms" className="underline">
        Terms
      </a>{" "}
      ·{" "}
      <a href="/privacy" className="underline">
        Privacy
      </a>{" "}
      ·{" "}
      <a href="/support" className="underline">
        Support
      </a>
    </p>
  );
}
