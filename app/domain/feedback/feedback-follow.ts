import type { ParsedLimit } from "../essays/essay-rules";
import { type FeedbackItem, keepUsableHighlights } from "./feedback-items";
import { isOverLimitItem, wordLimitItem } from "../essays/word-limit";

/**
 * Feedback as the text now stands (docs/product-rules.md §28): each highlight is found again in the
 * text, and an item whose passage was edited away is addressed. An item that states a fact the
 * text can be tested for again (over the limit) is addressed only when that fact is gone: until
 * then it says the count now and marks what is over now (#28).
 */
export function followFeedback<T extends FeedbackItem & { id: string }>(text: string, items: T[], limit: ParsedLimit) {
  const followed = keepUsableHighlights(text, items) as T[];
  const addressed = new Set<string>();
  const current = followed.map((item, index) => {
    const stored = items[index]!;
    if (limit && isOverLimitItem(stored)) {
      const now = wordLimitItem(text, limit);
      if (now) return { ...item, comment: now.comment, paragraph: now.paragraph, textReference: now.textReference };
      addressed.add(item.id);
      const { textReference: _gone, ...rest } = item;
      return rest as T;
    }
    if (stored.textReference && !item.textReference) addressed.add(item.id);
    return item;
  });
  return { items: current, addressed };
}
