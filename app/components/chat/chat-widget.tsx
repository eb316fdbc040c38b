import { useLocation, useSearchParams } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";
import { loadChatEngine } from "./chat-provider";
import { lazyPart } from "../ui/lazy-part";

// The chat window is fetched the first time it opens: most visits to the workspace never open it.
const AskScout = lazyPart(() => import("./ask-scout").then((module) => ({ default: module.AskScout })));

// The floating Ask Scout widget (desktop: its launcher at the bottom left, over the sidebar and
// never over the essay or its feedback; mobile: a collapsible panel from the bottom). Minimised it is one button; its state (conversation, socket) lives in ChatProvider,
// so minimising loses nothing. Not shown on the full Ask Scout page.
export function ChatWidget({ onUpgrade }: { onUpgrade: () => void }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Demo mode opens straight onto the Voice tab.
  const [open, setOpen] = useState(params.get("demo") === "true");
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (pathname.startsWith("/app/ask")) return null;
  if (!open) {
    // On a phone the launcher is a bar under the page, never over the text; on wider screens it
    // floats at the bottom left, in the sidebar's column (the sidebar leaves room for it).
    return (
      <div className="shrink-0 border-t border-slate-200 bg-white p-2 md:fixed md:bottom-4 md:left-4 md:z-30 md:border-0 md:bg-transparent md:p-0">
        <Button
          ref={launcher}
          onClick={() => {
            void loadChatEngine();
            setOpen(true);
          }}
          className="w-full rounded-full shadow-lg md:w-auto"
          aria-expanded={false}
        >
          Ask Scout
        </Button>
      </div>
    );
  }
  return (
    // Escape anywhere inside the window minimises it, as it does for dialogs.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-label="Ask Scout"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[75vh] flex-col rounded-t-xl border border-slate-200 bg-white shadow-2xl md:inset-x-auto md:bottom-4 md:right-4 md:h-[34rem] md:w-[26rem] md:rounded-xl"
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
    >
      <Suspense fallback={<p className="m-auto text-sm text-slate-600">Opening Ask Scout…</p>}>
        <AskScout
          onUpgrade={onUpgrade}
          headingLevel="h2"
          actions={
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)} aria-label="Minimize Ask Scout">
              Minimize
            </Button>
          }
        />
      </Suspense>
    </section>
  );
}
