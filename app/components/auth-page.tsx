import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

// The frame of the sign-up pages: the brand, a centred card, the footer links.
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Link to="/" className="text-xl font-bold text-brand-700">
            Scout
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        {children}
      </main>
      <footer className="py-6 text-center text-sm text-slate-700">
        <Link to="/terms" className="underline">Terms</Link> · <Link to="/privacy" className="underline">Privacy</Link> ·{" "}
        <Link to="/support" className="underline">Support</Link>
      </footer>
    </div>
  );
}
