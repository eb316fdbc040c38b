import type { CalendarEvent } from "../deadlines/calendar-ics";
import { formatCalendarDate, formatDate } from "../deadlines/dates";
import { wallTimeAt } from "../deadlines/zoned-time";
import type { RoundDate } from "../catalogue/round-dates";
import { citationOf, citationText } from "../catalogue/sources";
import { formatMoney } from "../platform/money";
import { followUpOn } from "./season-reminders";
import { type InterviewFormat, formatLabels } from "./steps";

// The season after Submit as calendar events: an interview at its slot in the zone the applicant
// recorded it in (a TZID event, so every calendar app shows it at the same instant), a deposit's
// or an award's deadline and a decision day on their day, a week after a negotiation e-mail
// with no answer the day to follow up. Each description says where its date
// comes from. Pure: the service reads the rows; the UID is made from `key` there.

type Slot = { id: string; school: string; slotAt: Date | null; slotZone: string | null; format: InterviewFormat | null; interviewer: string | null };
type Item = { id: string; school: string; kind: "deposit" | "award"; name: string; amountMinor: number; currency: string; dueOn: string | null };
type DecisionDay = { school: string; round: string; date: RoundDate; ownDomains: string[] };
type FollowUp = { id: string; school: string; sentOn: string | null };

export type SeasonEvent = { key: string[]; event: Omit<CalendarEvent, "uid"> };

/** A day with no time or zone given, as the calendar file places it (noon, New York, said as assumed). */
const dayOnly = (date: string) => ({ date, time: null, timeZone: null });

export function seasonCalendarEvents(input: { slots: Slot[]; items: Item[]; decisionDays: DecisionDay[]; followUps: FollowUp[] }): SeasonEvent[] {
  const interviews = input.slots.flatMap((slot): SeasonEvent[] => {
    if (!slot.slotAt || !slot.slotZone) return [];
    const wall = wallTimeAt(slot.slotAt, slot.slotZone);
    const details = [slot.format ? formatLabels[slot.format] : null, slot.interviewer ? `with ${slot.interviewer}` : null].filter(Boolean).join(", ");
    return [
      {
        key: ["interview", slot.id],
        event: {
          summary: `${slot.school} interview`,
          description: `The slot you recorded from the school's invitation, in the zone it gave (${slot.slotZone}).${details ? ` ${details}.` : ""}`,
          deadline: { date: wall.date, time: wall.time, timeZone: slot.slotZone },
          moment: `Slot: ${formatDate(slot.slotAt, "weekdayTime", slot.slotZone)} (${slot.slotZone})`,
          alarm: { before: "-PT2H", text: "in 2 hours" },
        },
      },
    ];
  });
  const deadlines = input.items.flatMap((item): SeasonEvent[] => {
    if (!item.dueOn) return [];
    const what = item.kind === "deposit" ? "deposit due" : "scholarship deadline";
    return [
      {
        key: [item.kind, item.id],
        event: {
          summary: `${item.school} ${what}: ${item.name}`,
          description: `${formatMoney(item.amountMinor, item.currency)}. The date you entered on your offers page; Scout does not check it with the school.`,
          deadline: dayOnly(item.dueOn),
          moment: `Due: ${formatCalendarDate(item.dueOn, "longDate")} (no time given: placed at noon, New York time)`,
          alarm: { before: "-P7D", text: "a week left" },
        },
      },
    ];
  });
  const decisions = input.decisionDays.flatMap(({ school, round, date, ownDomains }): SeasonEvent[] => {
    if (!date.date) return [];
    const source = citationText(citationOf(date.sources, ownDomains, null)) ?? "Scout's catalogue, no page named";
    return [
      {
        key: ["decision_day", school, date.id],
        event: {
          summary: `${school} ${round} decision day`,
          description: `${source}; the date Scout's catalogue holds for ${date.cycle}. The school's portal is the one to trust.`,
          deadline: dayOnly(date.date),
          moment: `Decision day: ${formatCalendarDate(date.date, "longDate")} (no time given: placed at noon, New York time)`,
          alarm: { before: "-PT12H", text: "decision day" },
        },
      },
    ];
  });
  const followUps = input.followUps.flatMap(({ id, school, sentOn }): SeasonEvent[] => {
    if (!sentOn) return [];
    const on = followUpOn(sentOn);
    return [
      {
        key: ["negotiation", id, sentOn],
        event: {
          summary: `${school}: follow up on your negotiation e-mail?`,
          description: `You recorded sending it on ${formatCalendarDate(sentOn, "longDate")} and no answer since; a week on, a follow-up is yours to send if you choose. Record the school's answer on your offers page and this goes.`,
          deadline: dayOnly(on),
          moment: `A week after sending: ${formatCalendarDate(on, "longDate")} (no time given: placed at noon, New York time)`,
          alarm: { before: "-PT12H", text: "follow up" },
        },
      },
    ];
  });
  return [...interviews, ...deadlines, ...decisions, ...followUps];
}
