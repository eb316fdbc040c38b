import { useFetcher, useOutletContext } from "@remix-run/react";
import type { SchoolActionData } from "~/domain/platform/toast";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";
import type { WorkspaceOutletContext } from "../shell/workspace-context";

// A question the school asks that has no essay yet, added from its finding through the school
// list's own intent (the same rules as the dashboard's card); the page then reloads and the
// finding becomes the new essay's, with its link.
export function AddQuestionButton({ school, title }: { school: string; title: string }) {
  const fetcher = useFetcher<SchoolActionData>();
  const { openExpired } = useOutletContext<WorkspaceOutletContext>();
  useToastFor(fetcher.data, (result) => (result.expired ? openExpired() : result.toast));
  const busy = fetcher.state !== "idle";
  return (
    <Button
      size="sm"
      variant="secondary"
      className="mt-2"
      aria-label={`Add an essay for ${title}`}
      disabled={busy}
      onClick={() => fetcher.submit({ intent: "add-question", school, title }, { method: "post", action: "/app/schools" })}
    >
      {busy ? "Adding…" : "Add it to your essays"}
    </Button>
  );
}
