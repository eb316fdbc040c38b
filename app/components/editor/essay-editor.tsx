import { Link } from "@remix-run/react";
import { Suspense, useState } from "react";
import { type EssayStatus, measureAgainstLimit, parseLimit } from "~/domain/essays/essay-rules";
import { type EssayFeedback, useEssayFeedback } from "./use-essay-feedback";
import { PromptCard, type EditorPrompt } from "./prompt-card";
import { EssayNotices, EssayToolbar } from "./essay-toolbar";
import { UnsavedTextGuard } from "./unsaved-text-guard";
import { useTextSave } from "./use-text-save";
import { takerOfSavedSchool } from "./saved-school";
import { useArrivalTally } from "./use-arrival-tally";
import { WritingWithFeedback } from "./writing-with-feedback";
import { useOpenedOnce } from "../ui/use-opened-once";
import type { VersionSummary } from "./versions-dialog";
import { formatNumber } from "~/domain/platform/numbers";
import type { SavedSchool } from "~/domain/schools/workspace";
import { TakeawayUnderEssay } from "./under-the-essay";
import { useReaderNotes } from "../readers/reader-notes";
import type { ReaderNotesData } from "../readers/reader-notes-view";
import { lazyPart } from "../ui/lazy-part";

// Opened by few visits (and carrying the form library): fetched the first time they open.
const RenameDialog = lazyPart(() => import("./rename-dialog").then((module) => ({ default: module.RenameDialog })));
const VersionsDialog = lazyPart(() => import("./versions-dialog").then((module) => ({ default: module.VersionsDialog })));

export type EditorEssay = { id: string; school: string; essayTitle: string; essayContent: string; status: EssayStatus; version: number; revision: number };

type EssayEditorProps = {
  essay: EditorEssay;
  prompt: EditorPrompt;
  versions: VersionSummary[];
  feedback: EssayFeedback;
  onLimitReached: () => void;
  onExpired: () => void;
  /** A save's answer: what it changed of the essay's school as the workspace shows it (the sidebar's words and states). */
  onSchoolChanged: (school: SavedSchool) => void;
  /** Said between the prompt and the text (a reflection's due time). */
  notice?: React.ReactNode;
  /** What surrounds the essay, under the text: the school's AI policy, the coaching mode and the AI log. */
  aboutEssay?: React.ReactNode;
  /** False where the school's AI policy rules out suggested fixes and trims (the reason is in `aboutEssay`). */
  suggestFixes?: boolean;
  /** Readers' comments on any version of this essay, and the readers who are done. */
  readers?: ReaderNotesData;
};

// The essay editor, in its parts: the header (title, version, Rename), the prompt, the toolbar
// (status, Save, Versions, Get Feedback, Trim), the notices (a kept draft, feedback's progress), the
// text with its highlights and feedback panel (WritingWithFeedback), then what goes with the essay
// (downloads, the school's AI policy, the AI log) and the dialogs. The text comes before all that
// is not the prompt: on a phone it began 1,060 px down, under the policy and the log. Saving,
// autosave and the draft kept in this browser are useTextSave's; feedback is useEssayFeedback's.
export function EssayEditor({
  essay,
  prompt,
  versions,
  feedback,
  onLimitReached,
  onExpired,
  onSchoolChanged,
  notice = null,
  aboutEssay = null,
  suggestFixes = true,
  readers = { comments: [], done: [], scales: [] },
}: EssayEditorProps) {
  const action = `/app/essays/${essay.id}`;
  const arrival = useArrivalTally();
  const takeSchool = takerOfSavedSchool(onSchoolChanged);
  const text = useTextSave({
    arrival,
    draftId: essay.id,
    action,
    initial: { content: essay.essayContent, revision: essay.revision },
    onLimitReached,
    onSaved: takeSchool,
  });
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const limit = parseLimit(prompt?.limit ?? null);
  const review = useEssayFeedback({ action, noun: "essay" }, text, feedback, limit);
  const notes = useReaderNotes(readers, text, action, review.items);

  const measure = measureAgainstLimit(text.content, limit);
  return (
    <div className={`mx-auto flex flex-col gap-4 px-4 py-6 ${review.exists || notes.shown ? "max-w-6xl" : "max-w-4xl"}`}>
      <EssayHeader essay={essay} onRename={() => setRenaming(true)} readersHref={`/app/essays/${essay.id}/readers`} />
      <PromptCard prompt={prompt} />
      {notice}
      <EssayToolbar
        essay={essay}
        text={text}
        review={review}
        limit={limit}
        over={measure.over}
        suggestFixes={suggestFixes}
        onVersions={() => setVersionsOpen(true)}
      />
      <EssayNotices essayId={essay.id} text={text} review={review} />
      <div ref={arrival.watch} className="contents">
        <WritingWithFeedback
          label={`Essay text: ${essay.essayTitle}`}
          noun="essay"
          text={text}
          review={review}
          unit="Paragraph"
          counter={counterText(measure)}
          counterOver={measure.over}
          suggestFixes={suggestFixes}
          readers={notes}
        />
      </div>
      <TakeawayUnderEssay essay={essay} prompt={prompt} versions={versions} content={text.content} />
      {aboutEssay}
      <EssayDialogs
        essay={essay}
        versions={versions}
        renaming={renaming}
        onCloseRename={() => setRenaming(false)}
        versionsOpen={versionsOpen}
        onCloseVersions={() => setVersionsOpen(false)}
        onExpired={onExpired}
      />
      <UnsavedTextGuard text={text} noun="essay" />
    </div>
  );
}

/** The count under the text: words, or against the school's limit ("212 / 300 words — over the limit"). */
export function counterText(measure: ReturnType<typeof measureAgainstLimit>) {
  if (measure.max === null) return `${measure.words} words`;
  return `${formatNumber(measure.used)} / ${formatNumber(measure.max)} ${measure.unit}${measure.over ? " — over the limit" : ""}`;
}

/** The essay's school, title and version; Rename where the essay is being written (not on an older version). */
export function EssayHeader({
  essay,
  onRename,
  readersHref,
}: {
  essay: Pick<EditorEssay, "school" | "essayTitle" | "version">;
  onRename?: () => void;
  /** Where this version is shared with readers. */
  readersHref?: string;
}) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-700">{essay.school}</p>
      <h1 className="text-xl font-bold text-slate-900 md:text-2xl">
        {essay.essayTitle || "Untitled Essay"}
        <span className="ml-2 align-middle text-sm font-medium text-slate-700">{`Version ${essay.version}`}</span>
        {onRename ? (
          <button type="button" onClick={onRename} className="ml-2 align-middle text-sm font-medium text-brand-700 underline">
            Rename
          </button>
        ) : null}
        {readersHref ? (
          <Link to={readersHref} className="ml-3 align-middle text-sm font-medium text-brand-700 underline">
            Share with readers
          </Link>
        ) : null}
      </h1>
    </header>
  );
}

type EssayDialogsProps = {
  essay: EditorEssay;
  versions: VersionSummary[];
  renaming: boolean;
  onCloseRename: () => void;
  versionsOpen: boolean;
  onCloseVersions: () => void;
  onExpired: () => void;
};

/** Rename and Versions: fetched the first time each opens, then kept mounted (useOpenedOnce). */
function EssayDialogs({ essay, versions, renaming, onCloseRename, versionsOpen, onCloseVersions, onExpired }: EssayDialogsProps) {
  const versionsMounted = useOpenedOnce(versionsOpen);
  const renameMounted = useOpenedOnce(renaming);
  return (
    <>
      <Suspense fallback={null}>
        {renameMounted ? <RenameDialog open={renaming} onClose={onCloseRename} essayId={essay.id} title={essay.essayTitle} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {versionsMounted ? (
          <VersionsDialog
            open={versionsOpen}
            onClose={onCloseVersions}
            essayId={essay.id}
            versions={versions}
            onExpired={() => {
              onCloseVersions();
              onExpired();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
