import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ParsedLimit } from "~/domain/essays/essay-rules";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import type { EnglishVariant } from "~/domain/feedback/english-variant";
import { showToast, useToastFor } from "../ui/toast";
import { useFeedbackJob } from "../feedback/use-feedback-job";
import { useFollowedFeedback } from "../feedback/use-followed-feedback";
import type { useTextSave } from "./use-text-save";

/**
 * The stored feedback: stale when the text it read is not the saved one. `revision` (the essay's
 * feedback) is the revision it read: a save (which does not reload the page) makes it stale too.
 */
export type EssayFeedback = { items: StoredFeedbackItem[]; overall?: string | null; stale: boolean; revision?: number; english?: EnglishVariant } | null;

// Everything the editor needs for feedback: request it (saving first; refused with a toast when
// empty or unsaveable), follow the job, resolve, clear, show or hide highlights. Typing is never blocked
// (docs/product-rules.md §28): each highlight is re-found in the current text as it changes, and
// an item whose passage was edited away is marked addressed (it keeps its comment); one about the
// limit only when the text is within it.
/** What the feedback is on: the route whose action takes the feedback intents, and what to call the text. */
export type FeedbackTarget = { action: string; noun: "essay" | "resume" };

/** What the feedback needs of the text: useTextSave's answer. */
type FeedbackText = Pick<ReturnType<typeof useTextSave>, "content" | "dirty" | "saving" | "overBy" | "conflict" | "submitSave" | "saved">;

export function useEssayFeedback({ action, noun }: FeedbackTarget, text: FeedbackText, feedback: EssayFeedback, limit: ParsedLimit = null) {
  const { content, dirty, saving } = text;
  const actions = useFetcher<EssayActionData>();
  const job = useFeedbackJob();
  const [hidden, setHidden] = useState(false);

  useToastFor(actions.data, (result) => (result.jobId ? job.follow(result.jobId) : result.toast));

  // An item of the checks stays open while its rule still fires (the limit, the spelling, a
  // long sentence…); limit is the school's, parsed.
  const { items, addressed } = useFollowedFeedback(content, feedback?.items ?? null, limit, feedback?.english);
  const highlightable = items.some((item) => item.textReference);
  const showHighlights = Boolean(feedback) && highlightable && !hidden;
  // The writing checks re-run with every request; only the model's items can go stale.
  const fromModel = items.some((item) => item.source === "ai");

  // Feedback is on the saved text: asked with unsaved text, it saves first and asks once the
  // server has it; a refused save says why in its own toast, and nothing is asked.
  const [askAfterSave, setAskAfterSave] = useState(false);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (askAfterSave && !dirty && !saving) {
      setAskAfterSave(false);
      actions.submit({ intent: "feedback" }, { method: "post", action });
    } else if (askAfterSave && wasSaving.current && !saving) setAskAfterSave(false);
    wasSaving.current = saving;
  }, [askAfterSave, dirty, saving]);

  function request() {
    if (!content.trim())
      return showToast({ title: "No Content", description: `Please add some content to your ${noun} before getting feedback.`, variant: "destructive" });
    setHidden(false);
    if (!dirty) return actions.submit({ intent: "feedback" }, { method: "post", action });
    if (text.overBy > 0 || text.conflict)
      return showToast({ title: "Save Required", description: `Please save your ${noun} before getting feedback.`, variant: "destructive" });
    setAskAfterSave(true);
    text.submitSave();
  }

  return {
    items,
    overall: feedback?.overall ?? null,
    addressed,
    exists: Boolean(feedback),
    stale: fromModel && (Boolean(feedback?.stale) || dirty || (feedback?.revision !== undefined && feedback.revision !== text.saved.revision)),
    running: job.running || actions.state !== "idle" || askAfterSave,
    progress: job.status,
    showHighlights,
    request,
    resolve: (itemId: string) => actions.submit({ intent: "resolve", itemId }, { method: "post", action }),
    ignore: (itemId: string) => actions.submit({ intent: "ignore", itemId }, { method: "post", action }),
    addWord: (itemId: string) => actions.submit({ intent: "add-word", itemId }, { method: "post", action }),
    suggest: (itemId: string) => actions.submit({ intent: "suggest-fix", itemId }, { method: "post", action }),
    /** The item a suggestion is being asked for, while it is. */
    suggesting: actions.state !== "idle" && actions.formData?.get("intent") === "suggest-fix" ? String(actions.formData.get("itemId")) : null,
    clear: () => actions.submit({ intent: "clear" }, { method: "post", action }),
    /** The writer's English (the one being chosen, while it is). */
    english: (actions.formData?.get("intent") === "english" ? actions.formData.get("variant") : feedback?.english) as EnglishVariant | undefined,
    chooseEnglish: (variant: EnglishVariant) => actions.submit({ intent: "english", variant }, { method: "post", action }),
    toggleHighlights: () => setHidden((value) => !value),
  };
}
