import { useBlocker, useFetcher } from "@remix-run/react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { CONTENT_LIMIT, type EssayStatus, measureAgainstLimit, parseLimit } from "~/domain/essay-rules";
import type { EssayActionData } from "~/domain/essay-actions";
import { FeedbackPanel } from "../feedback/feedback-panel";
import { HighlightedText } from "../feedback/highlighted-text";
import { type EssayFeedback, useEssayFeedback } from "../feedback/use-essay-feedback";
import { useRootData } from "../use-root-data";
import { useToastFor } from "../ui/toast";
import { PromptCard, type EditorPrompt } from "./prompt-card";
import { saveStateText } from "./use-autosave";
import { ConflictNotice } from "./conflict-notice";
import { EditorNotices } from "./editor-notices";
import { EditorToolbar } from "./editor-toolbar";
import { EssayTextArea } from "./essay-text-area";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { clearDraft } from "./use-draft-backup";
import { useTextSave } from "./use-text-save";
import { useOpenedOnce } from "../use-opened-once";
import type { VersionSummary } from "./versions-dialog";
import { formatNumber } from "~/domain/numbers";

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
};

export function EssayEditor({ essay, prompt, versions, feedback, onLimitReached, onExpired }: EssayEditorProps) {
  const status = useFetcher<EssayActionData>();
  const text = useTextSave({
    draftId: essay.id,
    action: `/app/essays/${essay.id}`,
    initial: { content: essay.essayContent, revision: essay.revision },
    onLimitReached,
  });
  const { save, content, setContent, dirty, saving, overBy, conflict } = text;
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const versionsMounted = useOpenedOnce(versionsOpen);
  const renameMounted = useOpenedOnce(renaming);
  const [scrollTop, setScrollTop] = useState(0);
  const limit = parseLimit(prompt?.limit ?? null);
  const review = useEssayFeedback(essay.id, content, dirty, feedback, limit);
  const { settings } = useRootData();
  const textId = useId();
  const counterId = useId();
  const overId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  // The feedback item at the caret, shown in the panel; or the one picked there, selected in the text.
  const [activeItem, setActiveItem] = useState<string | null>(null);
  const submitSave = text.submitSave;

  // Leaving with unsaved changes: our dialog inside the app (the browser's own prompt is the hook's).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useToastFor(status.data, (answer) => answer.toast);

  // Save & Switch: move on once the save and the page's reload after it have both finished
  // (leaving earlier would cut that reload short).
  // Holds the answer that was current when Save & Switch was chosen: only a newer one counts.
  const [switchAfterSave, setSwitchAfterSave] = useState<{ before: EssayActionData | undefined } | null>(null);
  useEffect(() => {
    if (!switchAfterSave || save.state !== "idle" || save.data === switchAfterSave.before || blocker.state !== "blocked") return;
    setSwitchAfterSave(null);
    if (save.data?.saved) blocker.proceed();
  }, [switchAfterSave, save.state, save.data, blocker]);

  const keyHandler = useRef(() => submitSave());
  keyHandler.current = () => submitSave();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        keyHandler.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

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
      <EditorToolbar
        status={essay.status}
        dirty={dirty}
        saving={saving}
        canSave={overBy <= 0}
        onStatus={(value) => status.submit({ intent: "status", status: value }, { method: "post", action: `/app/essays/${essay.id}` })}
        onSave={() => submitSave()}
        onVersions={() => setVersionsOpen(true)}
        feedback={{ running: review.running, exists: review.exists, onRequest: review.request }}
      />
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
      <div className={review.exists ? "flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6" : "flex flex-col gap-4"}>
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={textId} className="sr-only">{`Essay text: ${essay.essayTitle}`}</label>
          <EssayTextArea
            ref={textArea}
            id={textId}
            value={content}
            onChange={setContent}
            describedBy={overBy > 0 ? `${counterId} ${overId}` : counterId}
            underlay={review.showHighlights ? <HighlightedText text={content} items={review.items} scrollTop={scrollTop} /> : undefined}
            onScrollTop={setScrollTop}
            onCaret={(position) =>
              setActiveItem(
                review.items.find((item) => item.textReference && position >= item.textReference.startPos && position <= item.textReference.endPos)?.id ?? null,
              )
            }
          />
          {overBy > 0 ? (
            <p id={overId} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
              {`This essay is ${formatNumber(content.length)} characters, ${formatNumber(overBy)} over the ${formatNumber(CONTENT_LIMIT)}-character limit. Nothing was cut: shorten it to save. Until then your text is kept on this device.`}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p id={counterId} aria-live="polite" className={measure.over ? "font-semibold text-red-800" : "text-slate-700"}>
              {measure.max === null
                ? `${measure.words} words`
                : `${formatNumber(measure.used)} / ${formatNumber(measure.max)} ${measure.unit}${measure.over ? " — over the limit" : ""}`}
            </p>
            <p role="status" className={text.saveState === "saved" ? "text-slate-700" : "font-medium text-amber-800"}>
              {saveStateText[text.saveState]}
            </p>
          </div>
        </div>
        {review.exists ? (
          <FeedbackPanel
            className="lg:sticky lg:top-4"
            items={review.items}
            overall={review.overall}
            addressed={review.addressed}
            activeItem={activeItem}
            onShowInText={(item) => {
              const area = textArea.current;
              const ref = item.textReference;
              if (!area || !ref) return;
              area.focus();
              area.setSelectionRange(ref.startPos, ref.endPos);
              setActiveItem(item.id);
            }}
            unit="Paragraph"
            busy={review.running}
            onResolve={review.resolve}
            onApply={(item) => {
              const ref = item.textReference!;
              text.applyFix(content.slice(0, ref.startPos) + item.replacement + content.slice(ref.endPos), item.id);
            }}
            onIgnore={review.ignore}
            onAddWord={review.addWord}
            onSuggest={review.suggest}
            suggesting={review.suggesting}
            onClear={review.clear}
            onRegenerate={review.request}
            highlightsShown={review.showHighlights}
            onToggleHighlights={review.toggleHighlights}
          />
        ) : null}
      </div>
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
      <UnsavedChangesDialog
        open={blocker.state === "blocked"}
        saving={saving}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          clearDraft(essay.id);
          blocker.proceed?.();
        }}
        onSave={() => {
          setSwitchAfterSave({ before: save.data });
          submitSave();
        }}
      />
    </div>
  );
}
