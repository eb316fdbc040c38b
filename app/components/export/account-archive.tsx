import { useFetcher } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { Toast } from "~/domain/platform/toast";
import { ReaderTime } from "../ui/reader-time";

/** An archive as /account lists it. */
export type ArchiveSummary = {
  id: string;
  status: "queued" | "ready" | "failed" | "expired";
  requestedAt: string;
  expiresAt: string | null;
  sizeBytes: number | null;
};
/** What the request's fetcher reads: a toast. */
export type ArchiveAnswer = { toast: Toast };

// "Download your data" on /account (docs/export.md): the whole account as a ZIP (a JSON of
// everything stored about the user, and every essay as a Word file), built in the background,
// announced by e-mail, offered here for 24 hours. The page's loader lists the last day's archives.
export function AccountArchive({ archives }: { archives: ArchiveSummary[] }) {
  const fetcher = useFetcher<ArchiveAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  const preparing = archives.some((archive) => archive.status === "queued");
  return (
    <section id="archive" aria-labelledby="archive-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="archive-heading" className="text-lg font-semibold text-slate-900">
        Download your data
      </h2>
      <p className="mt-2 text-sm text-slate-800">
        A ZIP file with everything Scout stores about you, as JSON (your profile, plan, schools, essays with every version, feedback, goals, resume,
        conversations, usage and settings), and each essay&apos;s current text as a Word file. We prepare it in the background and e-mail you when it is ready;
        it can be downloaded here for 24 hours. Up to 3 a day.
      </p>
      {archives.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Your archives">
          {archives.map((archive) => (
            <li key={archive.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="text-slate-800">
                {"Asked for "}
                <ReaderTime iso={archive.requestedAt} />
              </span>
              <ArchiveState archive={archive} />
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="request-archive" />
        <Button type="submit" variant="secondary" disabled={busy || preparing}>
          {busy ? "Please wait…" : preparing ? "Preparing your archive…" : "Prepare my archive"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function ArchiveState({ archive }: { archive: ArchiveSummary }) {
  if (archive.status === "ready")
    return (
      <>
        <a href={`/account/archive/${archive.id}`} download className={buttonClasses("primary", "sm")}>
          Download archive (ZIP{archive.sizeBytes ? `, ${Math.max(1, Math.round(archive.sizeBytes / 1024))} KB` : ""})
        </a>
        <span className="text-slate-700">
          {"until "}
          <ReaderTime iso={archive.expiresAt!} />
        </span>
      </>
    );
  if (archive.status === "queued") return <span className="text-slate-700">Being prepared — we&apos;ll e-mail you when it is ready.</span>;
  if (archive.status === "failed") return <span className="text-red-800">Could not be prepared. Please ask again.</span>;
  return <span className="text-slate-700">Expired and deleted.</span>;
}
