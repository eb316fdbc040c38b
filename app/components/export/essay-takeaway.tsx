import { useId, useState } from "react";
import { parseLimit } from "~/domain/essays/essay-rules";
import { countLine } from "~/domain/export/essay-export";
import { buttonClasses } from "../ui/button";
import { DownloadLink } from "./download-link";
import { PortalCopy } from "./portal-copy";

type TakeawayEssay = { id: string; school: string; essayTitle: string; version: number };
type TakeawayPrompt = { prompt: string; limit: string | null } | null;
type TakeawayVersion = { id: string; version: number };

// What leaves the editor with the essay (docs/export.md): Word and PDF of this version or any
// saved one (links to files built on the server: they work without JavaScript and by keyboard,
// and a refusal is a toast), "Copy for the portal" with the text as it stands, and the essay as
// Ctrl-P prints it (the print stylesheet in tailwind.css prints this block and nothing else).
export function EssayTakeaway({
  essay,
  prompt,
  versions,
  content,
}: {
  essay: TakeawayEssay;
  prompt: TakeawayPrompt;
  versions: TakeawayVersion[];
  content: string;
}) {
  const versionId = useId();
  const [chosen, setChosen] = useState(essay.id);
  const limit = parseLimit(prompt?.limit ?? null);
  const href = (format: "docx" | "pdf") => `/app/export/essay/${encodeURIComponent(chosen)}?format=${format}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-800">Download</span>
          {versions.length > 1 ? (
            <>
              <label htmlFor={versionId} className="sr-only">
                Version to download
              </label>
              <select
                id={versionId}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {versions.map((version) => (
                  <option key={version.id} value={version.id}>
                    {`Version ${version.version}${version.id === essay.id ? " (open, as last saved)" : ""}`}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <DownloadLink href={href("docx")} className={buttonClasses("secondary", "sm")}>
            Word (.docx)
          </DownloadLink>
          <DownloadLink href={href("pdf")} className={buttonClasses("secondary", "sm")}>
            PDF
          </DownloadLink>
        </div>
        <PortalCopy text={content} limit={limit} />
      </div>
      <PrintableEssay essay={essay} prompt={prompt} content={content} />
    </>
  );
}

/**
 * The essay as it prints: hidden on screen, the only thing on paper (data-print-essay). Its words
 * are drawn from data attributes by the print stylesheet (::before), so the page does not hold
 * the title, question and text twice for anything that reads it.
 */
function PrintableEssay({ essay, prompt, content }: { essay: TakeawayEssay; prompt: TakeawayPrompt; content: string }) {
  const count = `Limit: ${prompt?.limit ?? "none set"} · ${countLine(content, parseLimit(prompt?.limit ?? null))} · Version ${essay.version}`;
  return (
    <div data-print-essay aria-hidden="true" className="hidden text-black">
      <div data-print-text={essay.school} className="text-sm" />
      <div data-print-text={essay.essayTitle || "Untitled Essay"} className="text-2xl font-bold" />
      {prompt?.prompt ? <div data-print-text={prompt.prompt} className="mt-2 whitespace-pre-wrap italic" /> : null}
      <div data-print-text={count} className="mt-2 text-sm" />
      <div data-print-text={content} className="mt-6 whitespace-pre-wrap break-words font-serif text-base leading-relaxed" />
    </div>
  );
}
