import { useFetcher } from "@remix-run/react";
import { Suspense } from "react";
import type { EssayStatus, parseLimit } from "~/domain/essays/essay-rules";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import { TrimControl } from "../checks/trim-control";
import type { useEssayFeedback } from "./use-essay-feedback";
import { useToastFor } from "../ui/toast";
import { EditorNotices } from "./editor-notices";
import { EditorToolbar } from "./editor-toolbar";
import type { useTextSave } from "./use-text-save";
import { lazyPart } from "../ui/lazy-part";

// Shown only when a save is refused for a newer copy: fetched as soon as the page is up.
const ConflictNotice = lazyPart(() => import("./conflict-notice").then((module) => ({ default: module.ConflictNotice })), { whenPageIsUp: true });

// The essay editor's bar above the text and the notices under it.

type TextSave = ReturnType<typeof useTextSave>;
type Review = ReturnType<typeof useEssayFeedback>;

type ToolbarProps = {
  essay: { id: string; status: EssayStatus };
  text: TextSave;
  review: Review;
  limit: ReturnType<typeof parseLimit>;
  over: boolean;
  suggestFixes: boolean;
  onVersions: () => void;
};

/** The essay's toolbar: its status (set on its own fetcher, toasting its answer), Save, Versions, Get Feedback and Trim. */
export function EssayToolbar({ essay, text, review, limit, over, suggestFixes, onVersions }: ToolbarProps) {
  const status = useFetcher<EssayActionData>();
  const action = `/app/essays/${essay.id}`;
  useToastFor(status.data, (answer) => answer.toast);
  return (
    <EditorToolbar
      status={essay.status}
      dirty={text.dirty}
      saving={text.saving}
      canSave={text.overBy <= 0}
      onStatus={(value) => status.submit({ intent: "status", status: value }, { method: "post", action })}
      onSave={text.submitSave}
      onVersions={onVersions}
      feedback={{ running: review.running, exists: review.exists, onRequest: review.request }}
    >
      {suggestFixes ? <TrimControl action={action} text={text.content} dirty={text.dirty} limit={limit} over={over} /> : null}
    </EditorToolbar>
  );
}

/** A kept draft, feedback's progress, and a newer copy of the text, as they arise. */
export function EssayNotices({ essayId, text, review }: { essayId: string; text: TextSave; review: Review }) {
  return (
    <>
      <EditorNotices text={text} review={review} stale={review.exists && review.stale} />
      {text.conflict ? (
        <Suspense fallback={null}>
          <ConflictNotice
            essayId={essayId}
            text={text.content}
            arrival={text.takeArrival}
            onReload={text.reloadConflict}
            newerVersion={text.conflict.newerVersion}
          />
        </Suspense>
      ) : null}
    </>
  );
}
