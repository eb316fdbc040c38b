import type { ReactNode } from "react";
import { type ShareLinkView, shareLinkLine } from "~/domain/platform/account-caps";

// One of the owner's private links in a list (a report's, a brief's): until when it opens, or that
// it expired and since when, so the owner is told; `action` renders its revoke (or remove) button,
// given the words for it.
export function ShareLinkRow({ link, action }: { link: ShareLinkView; action: (words: { label: string; made: string }) => ReactNode }) {
  const line = shareLinkLine(link, new Date());
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={line.expired ? "text-slate-600" : undefined}>
        {line.expired ? <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Expired</span> : null}
        {line.text}
      </span>
      {action({ label: line.expired ? "Remove" : "Revoke", made: line.made })}
    </div>
  );
}
