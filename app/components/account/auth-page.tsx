import { LegalLinks, SiteHeader } from "../shell/site-header";
import type { ReactNode } from "react";

// The frame of the sign-up pages: the brand, a centred card, the footer links.
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        {children}
      </main>
      <footer className="py-6 text-center text-sm text-slate-700">
        <LegalLinks />
      </footer>
    </div>
  );
}
