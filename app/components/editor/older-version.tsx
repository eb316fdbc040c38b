import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import type { EssayActionData, NewerVersion } from "~/domain/schools/essay-actions";
import { measureAgainstLimit, parseLimit } from "~/domain/essays/essay-rules";
import { TakeawayUnderEssay } from "./under-the-essay";
import { Button, buttonClasses } from "../ui/button";
import { useToastFor } from "../ui/toast";
import { EssayHeader, counterText, type EditorEssay } from "./essay-editor";
import { type EditorPrompt, PromptCard } from "./prompt-card";
import type { VersionSummary } from "./versions-dialog";
import { clearDraft, writeDraft } from "~/lib/browser-storage";
import { useDraftRecovery } from "./use-draft-backup";
import { ReaderTime } from "../ui/reader-time";

type OlderVersionProps = {
  essay: EditorEssay;
  prompt: EditorPrompt;
  versions: VersionSummary[];
  newest: NewerVersion;
  /** The school's AI policy and the AI log, as under the editor. */
  aboutEssay?: ReactNode;
  onExpired: () => void;
};

// An older version, opened from the versions dialog or an old link: the essay's history, read only
// (docs/product-rules.md §7a). It says so before anything else and offers the two ways on: the
// newest version, where the writing goes, or this text copied into a new version after it.
export function OlderVersion({ essay, prompt, versions, newest, aboutEssay = null, onExpired }: OlderVersionProps) {
  const copy = useFetcher<EssayActionData>();
  // A new version opens by redirect; only a refusal comes back here.
  useToastFor(copy.data, (answer) => {
    if (!answer.expired) return answer.toast;
    onExpired();
    return null;
  });
  const copying = copy.state !== "idle";
  const limit = parseLimit(prompt?.limit ?? null);
  const after = newest.version - essay.version;
  const between = after === 1 ? `version ${newest.version} stays` : `versions ${essay.version + 1} ${after === 2 ? "and" : "to"} ${newest.version} stay`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <EssayHeader essay={essay} />
      <section aria-label="Older version" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{`This is version ${essay.version}, an older version: it is kept as it was and cannot be edited.`}</p>
        <p className="mt-1">
          {`Version ${newest.version} is the newest, where your writing goes. To go on from this text instead, copy it into a new version (version ${newest.version + 1}); ${between} as written.`}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/app/essays/${newest.id}`} className={buttonClasses("primary", "sm")}>
            {`Open version ${newest.version}`}
          </Link>
          <copy.Form method="post" action={`/app/essays/${essay.id}`}>
            <input type="hidden" name="intent" value="new-version" />
            <input type="hidden" name="notes" value={`Copied from version ${essay.version}`} />
            <Button type="submit" variant="secondary" size="sm" disabled={copying}>
              {copying ? "Copying…" : "Copy into a new version"}
            </Button>
          </copy.Form>
        </div>
      </section>
      <KeptText essay={essay} />
      <PromptCard prompt={prompt} />
      <section
        aria-label={`Text of version ${essay.version}`}
        className="rounded-lg border border-slate-200 bg-white p-4 text-base leading-relaxed whitespace-pre-wrap break-words text-slate-900"
      >
        {essay.essayContent || "This version has no text."}
      </section>
      <p className="text-sm text-slate-700">{counterText(measureAgainstLimit(essay.essayContent, limit))}</p>
      <TakeawayUnderEssay essay={essay} prompt={prompt} versions={versions} content={essay.essayContent} />
      {aboutEssay}
    </div>
  );
}

/**
 * Text written on this device into this version while it was the newest, that its save could not
 * store once another tab made a newer one (the editor kept it here): offered on as a new version.
 */
function KeptText({ essay }: { essay: EditorEssay }) {
  const { foundDraft, discard } = useDraftRecovery(essay.id, essay.essayContent);
  const keep = useFetcher<EssayActionData>();
  // A new version opens by redirect. The kept copy goes as it is sent, and is kept again if the
  // answer is a refusal (a plan needed, offline), so only a stored version replaces it.
  useToastFor(keep.data, (answer) => {
    if (foundDraft) writeDraft(essay.id, foundDraft.content, essay.revision);
    return answer.toast;
  });
  if (!foundDraft) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <span className="flex-1">
        {"Text you wrote here at "}
        <ReaderTime iso={foundDraft.at} />
        {" is kept on this device, not saved: this version is older."}
      </span>
      <Button
        size="sm"
        disabled={keep.state !== "idle"}
        onClick={() => {
          clearDraft(essay.id);
          keep.submit(
            { intent: "new-version", notes: "Kept from an older version", content: foundDraft.content },
            { method: "post", action: `/app/essays/${essay.id}` },
          );
        }}
      >
        Save it as a new version
      </Button>
      <Button size="sm" variant="secondary" onClick={discard}>
        Discard
      </Button>
    </div>
  );
}
