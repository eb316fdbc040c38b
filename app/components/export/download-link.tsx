import { type MouseEvent, type ReactNode, useState } from "react";
import { readErrorBody } from "~/domain/platform/http-errors";
import { showToast } from "../ui/toast";

// A file built on the server (docs/export.md) as a plain link: it works without JavaScript and by
// keyboard. With JavaScript the file is fetched first, so that a refusal (too many downloads for
// now, more text than one file holds, an essay that is gone) is a toast in the server's words, not
// a download the browser reports as failed with no reason.

/** The file's name from Content-Disposition (the UTF-8 form first), or null. */
function fileNameOf(disposition: string | null): string | null {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? null;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the address is freed later rather than in the middle.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DownloadLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        const { message } = await readErrorBody(response, "The file could not be made");
        showToast({ title: "Not downloaded", description: message, variant: "destructive" });
        return;
      }
      save(await response.blob(), fileNameOf(response.headers.get("content-disposition")) ?? "Scout file");
    } catch {
      showToast({ title: "Not downloaded", description: "The file could not be fetched. Check your connection and try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={href} download className={className} aria-busy={busy || undefined} onClick={(event) => void download(event)}>
      {children}
    </a>
  );
}
