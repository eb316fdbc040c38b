import { Link, useFetcher } from "@remix-run/react";
import type { EssayActionData, NewerVersion } from "~/domain/schools/essay-actions";
import { Button, buttonClasses } from "../ui/button";
import { useToastFor } from "../ui/toast";

// A save refused because a newer copy exists: reload that copy, or keep this text as a new version.
// Or because another tab made a newer version since this one opened: an older version is not
// written into (docs/product-rules.md §7a), so open the newest, or keep this text as a new version.
export function ConflictNotice({
  essayId,
  text,
  arrival,
  onReload,
  newerVersion,
}: {
  essayId: string;
  text: string;
  /** How this text entered the editor, for the version it becomes. */
  arrival: () => string | undefined;
  onReload: () => void;
  newerVersion?: NewerVersion;
}) {
  const keep = useFetcher<EssayActionData>();
  // A new version opens by redirect; only a refusal comes back here.
  useToastFor(keep.data, (answer) => answer.toast);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <span className="flex-1">
        {newerVersion
          ? `Version ${newerVersion.version} of this essay was made since you opened this one, which is now an older version. Your text has not been saved.`
          : "This essay was changed in another tab or device since you opened it. Your text has not been saved."}
      </span>
      {newerVersion ? (
        <Link to={`/app/essays/${newerVersion.id}`} className={buttonClasses("secondary", "sm")}>
          {`Open version ${newerVersion.version}`}
        </Link>
      ) : (
        <Button size="sm" variant="secondary" onClick={onReload}>
          Reload the newer copy
        </Button>
      )}
      <Button
        size="sm"
        disabled={keep.state !== "idle"}
        onClick={() => {
          const tally = arrival();
          keep.submit(
            { intent: "new-version", notes: "Kept from a conflicting edit", content: text, ...(tally ? { arrival: tally } : {}) },
            { method: "post", action: `/app/essays/${essayId}` },
          );
        }}
      >
        Save mine as a new version
      </Button>
    </div>
  );
}
