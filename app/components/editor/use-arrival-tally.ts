import { useCallback, useMemo, useRef } from "react";
import { type ArrivalTally, addTallies, emptyTally } from "~/domain/authorship/arrival-tally";
import { textCounts } from "~/domain/essays/essay-rules";

// Tallies how text enters the essay's text area, as the browser reports it (app/domain/authorship/
// arrival.ts): characters typed, each paste and drop with its size. Each save takes what arrived
// since the last one; a save that was not stored gives its tally back to the next.

const TYPED = new Set(["insertText", "insertLineBreak", "insertParagraph", "insertReplacementText"]);

const sized = (text: string) => ({ chars: text.length, words: textCounts(text).words });

export type ArrivalRecorder = {
  /** Put on the element that holds the text area: its input events bubble to it. */
  watch: (element: HTMLElement | null) => void;
  /** What arrived since the last take, and a fresh tally. */
  take: () => ArrivalTally;
  putBack: (tally: ArrivalTally) => void;
  restored: (text: string) => void;
};

export function useArrivalTally(): ArrivalRecorder {
  const tally = useRef<ArrivalTally>(emptyTally());
  const detach = useRef<(() => void) | null>(null);
  const watch = useCallback((element: HTMLElement | null) => {
    detach.current?.();
    detach.current = null;
    if (!element) return;
    const fromTextArea = (event: Event) => event.target instanceof HTMLTextAreaElement;
    const onBeforeInput = (event: Event) => {
      const input = event as InputEvent;
      if (!fromTextArea(event) || !TYPED.has(input.inputType)) return;
      tally.current.typed += input.data?.length ?? 1;
    };
    // Text an input method composes arrives once it is committed.
    const onCompositionEnd = (event: Event) => {
      if (fromTextArea(event)) tally.current.typed += (event as CompositionEvent).data.length;
    };
    const onPaste = (event: Event) => {
      const text = (event as ClipboardEvent).clipboardData?.getData("text/plain") ?? "";
      if (fromTextArea(event) && text) tally.current.pastes.push(sized(text));
    };
    const onDrop = (event: Event) => {
      const text = (event as DragEvent).dataTransfer?.getData("text/plain") ?? "";
      if (fromTextArea(event) && text) tally.current.drops.push(sized(text));
    };
    const listeners: [string, (event: Event) => void][] = [
      ["beforeinput", onBeforeInput],
      ["compositionend", onCompositionEnd],
      ["paste", onPaste],
      ["drop", onDrop],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    detach.current = () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, []);
  return useMemo(
    () => ({
      watch,
      take: () => {
        const taken = tally.current;
        tally.current = emptyTally();
        return taken;
      },
      putBack: (earlier: ArrivalTally) => {
        tally.current = addTallies(earlier, tally.current);
      },
      restored: (text: string) => {
        tally.current.restored += text.length;
      },
    }),
    [watch],
  );
}
