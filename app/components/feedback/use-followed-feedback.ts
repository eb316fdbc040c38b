import { useEffect, useMemo, useRef } from "react";
import type { ParsedLimit } from "~/domain/essays/essay-rules";
import { type Span, editBetween, followFeedback, mapSpan } from "~/domain/essays/feedback-follow";
import { type StoredFeedbackItem, keepUsableHighlights } from "~/domain/feedback/feedback-items";
import { DEFAULT_ENGLISH_VARIANT, type EnglishVariant } from "~/domain/feedback/english-variant";
import { useRechecks } from "./use-rechecks";

type Tracked = { items: StoredFeedbackItem[] | null; text: string; spans: Map<string, Span> };

/**
 * The feedback as the text now stands (followFeedback): each item's passage followed through every
 * edit, and an edited item of the checks tested again by its rule, loaded when first needed.
 */
export function useFollowedFeedback(content: string, stored: StoredFeedbackItem[] | null, limit: ParsedLimit, english: EnglishVariant | undefined) {
  const tracked = useRef<Tracked>({ items: null, text: content, spans: new Map() });
  const rechecks = useRechecks(english ?? DEFAULT_ENGLISH_VARIANT);
  const followed = useMemo(() => {
    const now = tracked.current;
    const items = stored ?? [];
    const edit = editBetween(now.text, content);
    const spans = new Map<string, Span>();
    if (edit) for (const [id, span] of now.spans) spans.set(id, mapSpan(span, edit));
    else for (const [id, span] of now.spans) spans.set(id, span);
    if (now.items !== stored) {
      // Feedback loaded or changed (a run, a resolve): an item already followed keeps its place;
      // a new one is found in the text as it is.
      const known = new Set(now.items?.map((item) => item.id));
      for (const id of spans.keys()) if (!items.some((item) => item.id === id)) spans.delete(id);
      const fresh = keepUsableHighlights(
        content,
        items.filter((item) => !known.has(item.id)),
      );
      for (const item of fresh)
        if (item.textReference) spans.set((item as StoredFeedbackItem).id, { start: item.textReference.startPos, end: item.textReference.endPos });
    }
    tracked.current = { items: stored, text: content, spans };
    return followFeedback(content, items, limit, { spans, retest: rechecks.retest });
    // rechecks.loaded: follow again once a rule has loaded.
  }, [content, stored, limit?.kind, limit?.max, rechecks.loaded]);
  const { waiting } = followed;
  useEffect(() => {
    if (waiting.size > 0) rechecks.load(waiting);
  }, [waiting]);
  return followed;
}
