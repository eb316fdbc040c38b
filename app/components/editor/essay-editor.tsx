import { useFetcher } from "@remix-run/react";
import { Suspense, lazy, useState } from "react";
import { type EssayStatus, measureAgainstLimit, parseLimit } from "~/domain/essays/essay-rules";
import type { EssayActionData } from "~/domain/essays/essay-actions";
import { type EssayFeedback, useEssayFeedback } from "../feedback/use-essay-feedback";
import { useRootData } from "../use-root-data";
import { useToastFor } from "../ui/toast";
import { PromptCard, type EditorPrompt } from "./prompt-card";
import { ConflictNotice } from "./conflict-notice";
import { EditorNotices } from "./editor-notices";
import { EditorToolbar } from "./editor-toolbar";
import { UnsavedTextGuard } from "./unsaved-text-guard";
import { useTextSave } from "./use-text-save";
import { WritingWithFeedback } from "./writing-with-feedback";
import { useOpenedOnce } from "../use-opened-once";
import type { VersionSummary } from "./versions-dialog";
import { formatNumber } from "~/domain/platform/numbers";
import { EssayTakeaway } from "../export/essay-takeaway";

// Opened by few visits (and carrying the form library): fetched the first time they open.
const RenameDialog = lazy(() => import("./rename-dialog").then((module) => ({ default: module.RenameDialog })));
const VersionsDialog = lazy(() => import("./versions-dialog").then((module) => ({ default: module.VersionsDialog })));

export type EditorEssay = { id: string; school: string; essayTitle: string; essayContent: string; status: EssayStatus; version: number; revision: number };
export type { EditorPrompt };

type EssayEditorProps = {
  essay: EditorEssay;
  prompt: EditorPrompt;
  versions: VersionSummary[];
  feedback: EssayFeedback;
  onLimitReached: () => void;
  onExpired: () => void;
  /** The school's AI policy and the coaching mode (#31), shown under the prompt. */
  aiPolicy?: React.ReactNode;
  /** False where the school's AI policy rules out suggested fixes (the reason is in `aiPolicy`). */
  suggestFixes?: boolean;
};

export function EssayEditor({ essay, prompt, versions, feedback, onLimitReached, onExpired, aiPolicy = null, suggestFixes = true }: EssayEditorProps) {
  const status = useFetcher<EssayActionData>();
  const text = useTextSave({
    draftId: essay.id,
    action: `/app/essays/${essay.id}`,
    initial: { content: essay.essayContent, revision: essay.revision },
    onLimitReached,
  });
  const { content, dirty, saving, overBy, conflict } = text;
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const versionsMounted = useOpenedOnce(versionsOpen);
  const renameMounted = useOpenedOnce(renaming);
  const limit = parseLimit(prompt?.limit ?? null);
  const review = useEssayFeedback({ action: `/app/essays/${essay.id}`, noun: "essay" }, text, feedback, limit);
  const { settings } = useRootData();

  useToastFor(status.data, (answer) => answer.toast);

  const measure = measureAgainstLimit(content, limit);
  return (
    <div className={`mx-auto flex flex-col gap-4 px-4 py-6 ${review.exists ? "max-w-6xl" : "max-w-4xl"}`}>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-700">{essay.school}</p>
        <h1 className="text-xl font-bold text-slate-900 md:text-2xl">
          {essay.essayTitle || "Untitled Essay"}
          <span className="ml-2 align-middle text-sm font-medium text-slate-700">{`Version ${essay.version}`}</span>
          <button type="button" onClick={() => setRenaming(true)} className="ml-2 align-middle text-sm font-medium text-brand-700 underline">
            Rename
          </button>
        </h1>
      </header>
      <PromptCard prompt={prompt} />
      {aiPolicy}
      <EditorToolbar
        status={essay.status}
        dirty={dirty}
        saving={saving}
        canSave={overBy <= 0}
        onStatus={(value) => status.submit({ intent: "status", status: value }, { method: "post", action: `/app/essays/${essay.id}` })}
        onSave={text.submitSave}
        onVersions={() => setVersionsOpen(true)}
        feedback={{ running: review.running, exists: review.exists, onRequest: review.request }}
      />
      <EssayTakeaway essay={essay} prompt={prompt} versions={versions} content={content} />
      <EditorNotices
        aiConfigured={settings.aiConfigured}
        progress={review.progress}
        stale={review.exists && review.stale}
        reloading={review.running}
        onReloadFeedback={review.request}
        foundDraft={text.foundDraft}
        onRestore={(draft) => text.restoreDraft(draft.content)}
        onDiscard={text.discardDraft}
      />
      {conflict ? <ConflictNotice essayId={essay.id} text={content} onReload={text.reloadConflict} /> : null}
      <WritingWithFeedback
        label={`Essay text: ${essay.essayTitle}`}
        noun="essay"
        text={text}
        review={review}
        unit="Paragraph"
        counter={
          measure.max === null
            ? `${measure.words} words`
            : `${formatNumber(measure.used)} / ${formatNumber(measure.max)} ${measure.unit}${measure.over ? " — over the limit" : ""}`
        }
        counterOver={measure.over}
        suggestFixes={suggestFixes}
      />
      <Suspense fallback={null}>
        {renameMounted ? <RenameDialog open={renaming} onClose={() => setRenaming(false)} essayId={essay.id} title={essay.essayTitle} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {versionsMounted ? (
          <VersionsDialog
            open={versionsOpen}
            onClose={() => setVersionsOpen(false)}
            essayId={essay.id}
            versions={versions}
            onExpired={() => {
              setVersionsOpen(false);
              onExpired();
            }}
          />
        ) : null}
      </Suspense>
      <UnsavedTextGuard text={text} noun="essay" />
    </div>
  );
}
