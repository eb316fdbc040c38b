import { useState } from "react";
import type { CheckRule, FeedbackItem } from "~/domain/feedback/feedback-items";
import type { EnglishVariant } from "~/domain/feedback/english-variant";
import type { Retest, Span } from "~/domain/essays/feedback-follow";
import type { SpellingContext, spellingItemAt } from "~/domain/essays/spelling";

// The writing checks' rules, in the editor, for the items whose text was edited: loaded only
// when one is (the rules without a dictionary are a small chunk; the spelling dictionaries are
// 200 KB and take a moment to build, so they come only when a flagged word is edited, and the
// spelling rule itself comes with them).

/** The spelling rule with the checkers it runs on. */
type Spelling = SpellingContext & { itemAt: typeof spellingItemAt };
type Loaded = { rules?: (text: string) => FeedbackItem[]; spelling?: Spelling };

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}'’]/u.test(character);

/** The spelling rule on the words at or around a passage. */
function spellingAround(text: string, around: Span, context: Spelling): FeedbackItem[] {
  let from = around.start;
  let to = around.end;
  while (from > 0 && isWordCharacter(text[from - 1])) from -= 1;
  while (to < text.length && isWordCharacter(text[to])) to += 1;
  const items: FeedbackItem[] = [];
  for (const match of text.slice(from, to).matchAll(WORD)) {
    const start = from + (match.index ?? 0);
    const item = context.itemAt(text, start, start + match[0].length, context);
    if (item) items.push(item);
  }
  return items;
}

/** One text's items of the rules without a dictionary: the same text is asked for item after item. */
function remembered(rules: (text: string) => FeedbackItem[]) {
  let last: { text: string; items: FeedbackItem[] } | null = null;
  return (text: string) => {
    if (last?.text !== text) last = { text, items: rules(text) };
    return last.items;
  };
}

/**
 * A chunk that could not be fetched (offline, or a deploy replaced it): the edited items stay open
 * where their passages are, and the next edit asks for the rules again.
 */
const stayOpen = () => undefined;

export function useRechecks(english: EnglishVariant) {
  const [loaded, setLoaded] = useState<Loaded>({});
  const spelling = loaded.spelling?.variant === english ? loaded.spelling : undefined;
  const retest: Retest = (rule, text, around) => {
    if (rule === "spelling") return spelling ? spellingAround(text, around, spelling) : null;
    return loaded.rules ? loaded.rules(text).filter((item) => item.condition === rule) : null;
  };
  /** Loads what the waiting rules need; the editor follows its feedback again once they are here. */
  const load = (waiting: ReadonlySet<CheckRule>) => {
    // Never on the server: its build would carry a second copy of the dictionaries.
    if (import.meta.env.SSR) return;
    if (waiting.has("spelling") && !spelling) {
      Promise.all([import("~/domain/essays/spellers"), import("~/domain/essays/spelling")])
        .then(([{ spellersFor }, { spellingItemAt }]) =>
          setLoaded((now) => ({ ...now, spelling: { spellers: spellersFor(english), variant: english, itemAt: spellingItemAt } })),
        )
        .catch(stayOpen);
    }
    if ([...waiting].some((rule) => rule !== "spelling") && !loaded.rules) {
      import("~/domain/essays/writing-rules").then(({ ruleItems }) => setLoaded((now) => ({ ...now, rules: remembered(ruleItems) }))).catch(stayOpen);
    }
  };
  return { retest, load, loaded };
}
