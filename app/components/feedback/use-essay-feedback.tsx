import { useFetcher } from "@remix-run/react";
import { useMemo, useState } from "react";
import { keepUsableHighlights } from "~/domain/feedback-items";
import type { EssayActionData } from "~/domain/essay-actions";
import type { StoredFeedbackItem } from "~/domain/feedback-items";
import { showToast, useToastFor } from "../ui/toast";
import { useFeedbackJob } from "./use-feedback-job";

export type EssayFeedback = { items: StoredFeedbackItem[]; stale: boolean } | null;

// Everything the editor needs for feedback: request it (refused with a toast while unsaved or empty), follow the
// job, resolve, clear, show or hide highlights. Highlights follow the text as it is edited
// elsewhere: each is re-found in the current text, and dropped when its words are gone.
export function useEssayFeedback(essayId: string, content: string, dirty: boolean, feedback: EssayFeedback) {
  const actions = useFetcher<EssayActionData>();
  const job = useFeedbackJob();
  const [hidden, setHidden] = useState(false);
  const action = `/app/essays/${essayId}`;

  useToastFor(actions.data, (result) => (result.jobId ? job.follow(result.jobId) : result.toast));

  const items = useMemo(() => (feedback ? (keepUsableHighlights(content, feedback.items) as StoredFeedbackItem[]) : []), [content, feedback]);
  const highlightable = items.some((item) => item.textReference);
  const showHighlights = Boolean(feedback) && highlightable && !hidden;

  function request() {
    if (dirty) return showToast({ title: "Save Required", description: "Please save your essay before getting feedback.", variant: "destructive" });
    if (!content.trim())
      return showToast({ title: "No Content", description: "Please add some content to your essay before getting feedback.", variant: "destructive" });
    setHidden(false);
    actions.submit({ intent: "feedback" }, { method: "post", action });
  }

  return {
    items,
    exists: Boolean(feedback),
    stale: Boolean(feedback?.stale) || (dirty && Boolean(feedback)),
    running: job.running || actions.state !== "idle",
    progress: job.status,
    showHighlights,
    request,
    resolve: (itemId: string) => actions.submit({ intent: "resolve", itemId }, { method: "post", action }),
    clear: () => actions.submit({ intent: "clear" }, { method: "post", action }),
    toggleHighlights: () => setHidden((value) => !value),
    blockedInput: () => showToast({ title: "Hide Feedback to Edit", description: "Hide the highlights to keep typing.", durationMs: 3_000 }),
  };
}
