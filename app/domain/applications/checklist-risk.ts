// What a school's checklist says about its risk, read by the at-risk rule after the
// essays and the letters. AT_RISK_RULE (app/domain/applications/at-risk.ts) says this in words.
import type { ChecklistKind, ChecklistStatus } from "./checklist-items";

export type AtRiskItem = { label: string; kind: ChecklistKind; status: ChecklistStatus };

/** With this many days left or fewer, a test score not yet sent puts the school at risk (score reports take days to arrive). */
export const TEST_SCORE_DAYS = 14;
/** With this many days left or fewer, any checklist item not done puts the school at risk. */
export const ITEM_LAST_DAYS = 3;

/** Items due with the application: the interview comes after it, by invitation; the exit language before graduating. */
export const dueWithApplication = (item: { kind: ChecklistKind }) => item.kind !== "interview" && item.kind !== "exit_language";

/** A score sent by the test maker: the admissions test's and the English test's take days to arrive. */
const isScore = (item: AtRiskItem) => item.kind === "test" || item.kind === "english";

/**
 * The checklist's part of a school's risk, `days` before its deadline: the items still to do,
 * and of those the ones that put the school at risk now, each as a reason.
 */
export function itemRisk(items: readonly AtRiskItem[], days: number): { open: AtRiskItem[]; reasons: string[] } {
  const open = items.filter((item) => item.status === "to_do" && dueWithApplication(item));
  const pressing = days <= ITEM_LAST_DAYS ? open : days <= TEST_SCORE_DAYS ? open.filter(isScore) : [];
  const left = days <= 0 ? "with the deadline today" : `with ${days} day${days === 1 ? "" : "s"} left`;
  return { open, reasons: pressing.map((item) => `${item.label} ${isScore(item) ? "is not sent yet" : "is not done"} ${left}`) };
}

/** "2 checklist items to do". */
export function openItemsText(count: number): string {
  return `${count} checklist item${count === 1 ? "" : "s"} to do`;
}
