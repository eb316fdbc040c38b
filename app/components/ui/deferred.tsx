import { type ReactNode, useEffect, useRef, useState } from "react";

// Parts of a long page that are rendered only when the applicant can see them: a full
// applicant's dashboard was a 2,000-element document rendered on every visit, most of it below
// the fold or folded away. The server and the first paint carry what is on screen; the rest is
// rendered in the browser as it comes into view or is unfolded.

/**
 * Its children once they come near the view (or at once with `eager`); until then an empty block
 * of the given classes (give it a height, so nothing below it jumps). Inside the workspace the
 * page scrolls in <main>, so that is what is watched.
 */
export function WhenVisible({ eager, className, children }: { eager: boolean; className?: string; children: ReactNode }) {
  const [shown, setShown] = useState(eager);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === "undefined") return setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true), {
      root: element.closest("main"),
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? children : <div ref={placeholder} className={className} />;
}

/** A <details> whose contents are rendered the first time it is opened (and from the start when `open`). */
export function LazyDetails({ open, summary, className, children }: { open?: boolean; summary: ReactNode; className?: string; children: ReactNode }) {
  const [opened, setOpened] = useState(Boolean(open));
  const details = useRef<HTMLDetailsElement>(null);
  // Unfolded before the page's script ran (the browser opens a <details> by itself): its toggle
  // went unheard, so the contents are rendered as soon as the script finds it open.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} open={open} className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      {summary}
      {opened ? children : null}
    </details>
  );
}
