import type { MetaFunction } from "@remix-run/cloudflare";
import { useOutletContext } from "@remix-run/react";
import { AskScout } from "~/components/chat/ask-scout";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";

export const meta: MetaFunction = () => [{ title: "Ask Scout · Scout" }];

// The full-page Ask Scout: the same chat as the floating widget, given the whole view.
export default function AskScoutPage() {
  const { openUpgrade } = useOutletContext<WorkspaceOutletContext>();
  return (
    <div className="mx-auto flex h-full max-w-3xl flex-col p-4">
      <div className="flex min-h-0 flex-1 flex-col rounded-xl border border-slate-200 bg-white">
        <AskScout onUpgrade={openUpgrade} headingLevel="h1" />
      </div>
    </div>
  );
}
