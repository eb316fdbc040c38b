import { useBeforeUnload, useBlocker, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { type EssayStatus, measureAgainstLimit, parseLimit } from "~/domain/essay-rules";
import type { EssayActionData } from "~/domain/essay-actions";
import { FeedbackPanel } from "../feedback/feedback-panel";
import { HighlightedText } from "../feedback/highlighted-text";
import { type EssayFeedback, useEssayFeedback } from "../feedback/use-essay-feedback";
import { Button } from "../ui/button";
import { useRootData } from "../use-root-data";
import { useToastFor } from "../ui/toast";
import { ConflictNotice } from "./conflict-notice";
import { EditorToolbar } from "./editor-toolbar";
import { EssayTextArea } from "./essay-text-area";
import { RenameDialog } from "./rename-dialog";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { clearDraft, useDraftBackup, useFoundDraft } from "./use-draft-backup";
import { type VersionSummary, VersionsDialog } from "./versions-dialog";
import { formatDate } from "~/domain/dates";

export type EditorEssay = { id: string; school: string; essayTitle: string; essayContent: string; status: EssayStatus; version: number; revision: number };
export type EditorPrompt = { prompt: string; limit: string | null; unconfirmed: boolean } | null;

type EssayEditorProps = {
  essay: EditorEssay;
  prompt: EditorPrompt;
  versions: VersionSummary[];
  feedback: EssayFeedback;
  onLimitReached: () => void;
  onExpired: () => void;
};

export function EssayEditor({ essay, prompt, versions, feedback, onLimitReached, onExpired }: EssayEditorProps) {
  const save = useFetcher<EssayActionData>();
  const status = useFetcher<EssayActionData>();
  const [content, setContent] = useState(essay.essayContent);
  const [saved, setSaved] = useState({ content: essay.essayContent, revision: essay.revision });
  const [conflict, setConflict] = useState<{ revision: number; content: string } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [foundDraft, dismissDraft] = useFoundDraft(essay.id, essay.essayContent);
  const dirty = content !== saved.content;
  const [scrollTop, setScrollTop] = useState(0);
  const review = useEssayFeedback(essay.id, content, dirty, feedback);
  const { settings } = useRootData();
  const saving = save.state !== "idle";
  const textId = useId();
  const counterId = useId();
  useDraftBackup(essay.id, content, saved.content, saved.revision);

  const submitSave = useCallback(() => {
    if (saving) return;
    save.submit({ intent: "save", content, baseRevision: String(saved.revision) }, { method: "post", action: `/app/essays/${essay.id}` });
  }, [content, essay.id, save, saved.revision, saving]);

  // Leaving with unsaved changes: our dialog inside the app, the browser's own prompt otherwise.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload(
    useCallback(
      (event) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );

  useToastFor(save.data, (result) => {
    if (result.saved) {
      setSaved(result.saved);
      setConflict(null);
      if (result.saved.content === content) clearDraft(essay.id);
    }
    if (result.conflict) setConflict(result.conflict);
    if (result.limitReached) onLimitReached();
    return result.toast;
  });

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

  const keyHandler = useRef(submitSave);
  keyHandler.current = submitSave;
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

  const measure = measureAgainstLimit(content, parseLimit(prompt?.limit ?? null));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-700">{essay.school}</p>
        <h1 className="text-xl font-bold text-slate-900 md:text-2xl">
          {essay.essayTitle || "Untitled Essay"}
          <span className="ml-2 align-middle text-sm font-medium text-slate-700">{`Version ${essay.version}`}</span>
          {dirty ? <span className="ml-2 align-middle text-sm font-medium text-amber-800">• Unsaved changes</span> : null}
          <button type="button" onClick={() => setRenaming(true)} className="ml-2 align-middle text-sm font-medium text-brand-700 underline">
            Rename
          </button>
        </h1>
        {prompt ? (
          <p className="text-sm text-slate-700">
            {prompt.limit ? `Limit: ${prompt.limit}` : "No limit stated"}
            {prompt.unconfirmed ? " · Prompt not yet confirmed for this cycle" : ""}
          </p>
        ) : null}
      </header>
      <EditorToolbar
        status={essay.status}
        dirty={dirty}
        saving={saving}
        onStatus={(value) => status.submit({ intent: "status", status: value }, { method: "post", action: `/app/essays/${essay.id}` })}
        onSave={submitSave}
        onVersions={() => setVersionsOpen(true)}
        feedback={{
          running: review.running,
          exists: review.exists,
          highlightsShown: review.showHighlights,
          onRequest: review.request,
          onToggle: review.toggleHighlights,
        }}
      />
      {settings.aiConfigured ? null : (
        <p className="text-sm text-slate-700">AI is not configured on this installation: Get Feedback runs the writing checks only.</p>
      )}
      {review.progress ? (
        <p role="status" className="text-sm text-slate-700">
          {review.progress === "queued" ? "Feedback requested: waiting for its turn…" : "Generating feedback…"}
        </p>
      ) : null}
      {review.exists && review.stale ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="flex-1">Your essay changed since this feedback was made.</span>
          <Button size="sm" variant="secondary" onClick={review.request} disabled={review.running}>
            Reload feedback
          </Button>
        </div>
      ) : null}
      {foundDraft ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="flex-1">{`You have unsaved text from ${formatDate(foundDraft.at, "dateTime")}.`}</span>
          <Button
            size="sm"
            onClick={() => {
              setContent(foundDraft.content);
              dismissDraft();
            }}
          >
            Restore
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              clearDraft(essay.id);
              dismissDraft();
            }}
          >
            Discard
          </Button>
        </div>
      ) : null}
      {conflict ? (
        <ConflictNotice
          essayId={essay.id}
          text={content}
          onReload={() => {
            setContent(conflict.content);
            setSaved(conflict);
            setConflict(null);
          }}
        />
      ) : null}
      <label htmlFor={textId} className="sr-only">{`Essay text: ${essay.essayTitle}`}</label>
      <EssayTextArea
        id={textId}
        value={content}
        onChange={setContent}
        describedBy={counterId}
        underlay={review.showHighlights ? <HighlightedText text={content} items={review.items} scrollTop={scrollTop} /> : undefined}
        onBlockedInput={review.blockedInput}
        onScrollTop={setScrollTop}
      />
      <p id={counterId} aria-live="polite" className={`text-sm ${measure.over ? "font-semibold text-red-800" : "text-slate-700"}`}>
        {measure.max === null ? `${measure.words} words` : `${measure.used} / ${measure.max} ${measure.unit}${measure.over ? " — over the limit" : ""}`}
      </p>
      <RenameDialog open={renaming} onClose={() => setRenaming(false)} essayId={essay.id} title={essay.essayTitle} />
      {review.exists ? (
        <FeedbackPanel
          items={review.items}
          unit="Paragraph"
          busy={review.running}
          onResolve={review.resolve}
          onClear={review.clear}
          onRegenerate={review.request}
          highlightsShown={review.showHighlights}
          onToggleHighlights={review.toggleHighlights}
        />
      ) : null}
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
