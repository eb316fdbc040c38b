import { WritingWithFeedback } from "../editor/writing-with-feedback";
import { EditorNotices } from "../editor/editor-notices";
import { UnsavedTextGuard } from "../editor/unsaved-text-guard";
import { useTextSave } from "../editor/use-text-save";
import { type EssayFeedback, useEssayFeedback } from "../editor/use-essay-feedback";
import { Button } from "../ui/button";
import { countWords } from "~/domain/essays/essay-rules";

type ResumeEditorProps = { resume: { content: string; revision: number }; feedback: EssayFeedback };

// The resume, written and kept as an essay is: it saves itself, never over a newer copy,
// keeps unsaved text on this device, and shows its feedback as highlights in the text.
export function ResumeEditor({ resume, feedback }: ResumeEditorProps) {
  const text = useTextSave({ draftId: "resume", action: "/app/resume", initial: resume });
  const review = useEssayFeedback({ action: "/app/resume", noun: "resume" }, text, feedback);
  return (
    <div className={`mx-auto flex flex-col gap-4 px-4 py-8 ${review.exists ? "max-w-6xl" : "max-w-4xl"}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">Resume</h1>
        <Button variant="secondary" onClick={review.request} disabled={review.running}>
          {review.running ? "Getting Feedback…" : "Get Feedback"}
        </Button>
        <Button disabled={!text.dirty || text.saving || text.overBy > 0} onClick={text.submitSave}>
          {text.saving ? "Saving…" : "Save"}
        </Button>
      </div>
      <p className="text-sm text-slate-700">Paste or write your resume. Plain text keeps it simple for feedback. It saves as you write.</p>
      <EditorNotices text={text} review={review} stale={false} />
      {text.conflict ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <span className="flex-1">Your resume was changed in another tab or device since you opened it. Your text has not been saved.</span>
          <Button size="sm" variant="secondary" onClick={text.reloadConflict}>
            Reload the newer copy
          </Button>
          <Button size="sm" onClick={text.keepMine}>
            Save mine over it
          </Button>
        </div>
      ) : null}
      <WritingWithFeedback label="Resume text" noun="resume" text={text} review={review} unit="Section" counter={`${countWords(text.content)} words`} />
      <UnsavedTextGuard text={text} noun="resume" />
    </div>
  );
}
