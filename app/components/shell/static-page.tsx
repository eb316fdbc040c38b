import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The frame of the static pages (terms, privacy, support).
export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader narrow />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-slate-700">Last updated {updated}</p> : null}
        <div className="mt-8 flex flex-col gap-4 leading-relaxed text-slate-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
