import { formatCalendarDate, formatDate } from "../deadlines/dates";
import { formatMoney } from "../platform/money";
import { type InterviewFormat, formatLabels } from "./steps";
import { daysUntil, followUpOn } from "./season-reminders";

// The season's reminder e-mails as they read when sent: plain text, each saying where its date
// comes from (the applicant's own entry, or the catalogue's source and cycle) and how to turn
// that kind off (a signed link, no sign-in needed). Pure: the e-mail job reads the rows and hands them in.

type Mail = { subject: string; text: string };
/** `unsubscribe`: the signed link that turns this kind off without signing in. */
type Links = { page: string; account: string; unsubscribe: string };

/** "2 hours 30 minutes", "47 hours": the time left when the e-mail is written. */
export function timeLeftWords(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 1 ? "1 hour" : `${hours} hours`;
  if (hours === 0) return `${rest} minutes`;
  return rest === 0 ? hourWords : `${hourWords} ${rest} minutes`;
}

function closing(kind: string, settingName: string, links: Links): string[] {
  return ["", kind, "To stop these e-mails (no sign-in needed):", links.unsubscribe, `Or turn off "${settingName}" in your account: ${links.account}`];
}

export type InterviewReminderInput = {
  school: string;
  lead: "two_days" | "two_hours";
  slotAt: Date;
  slotZone: string;
  format: InterviewFormat | null;
  interviewer: string | null;
  now: Date;
  links: Links;
};

/** The slot in the zone the applicant recorded it in (the invitation's), with what they recorded. */
export function interviewReminderText(input: InterviewReminderInput): Mail {
  const { school, slotAt, slotZone } = input;
  const when = `${formatDate(slotAt, "weekdayTime", slotZone)} (${slotZone})`;
  const details = [input.format ? formatLabels[input.format].toLowerCase() : null, input.interviewer ? `with ${input.interviewer}` : null].filter(Boolean);
  const soon = input.lead === "two_hours" ? "in about two hours" : "in two days";
  return {
    subject: `Your ${school} interview is ${soon}: ${formatDate(slotAt, "dateTime", slotZone)} (${slotZone})`,
    text: [
      `Your ${school} interview is ${when}${details.length ? `, ${details.join(", ")}` : ""}.`,
      `That is ${timeLeftWords(input.now, slotAt)} from when this e-mail was written.`,
      "The time and zone are the ones you recorded from the school's invitation on your standing page.",
      "",
      `Prepare for ${school}'s interview (its format, and a mock interview):`,
      input.links.page,
      ...closing(
        "Scout e-mails you two days and two hours before each interview slot you record. It checks once an hour, so the two-hour reminder leaves between three and two hours before the slot.",
        "Interview reminders",
        input.links,
      ),
    ].join("\n"),
  };
}

export type OfferDeadlineReminderInput = {
  school: string;
  kind: "deposit" | "award";
  name: string;
  amountMinor: number;
  currency: string;
  dueOn: string;
  refundable: boolean | null;
  now: Date;
  links: Links;
};

/** A deposit's or an award's deadline, as the applicant entered it on their offers page. */
export function offerDeadlineReminderText(input: OfferDeadlineReminderInput): Mail {
  const { school, dueOn } = input;
  const days = daysUntil(dueOn, input.now);
  const when = days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
  const what = input.kind === "deposit" ? `${school} deposit` : `${school} scholarship deadline`;
  const amount = formatMoney(input.amountMinor, input.currency);
  const refund =
    input.kind === "deposit" && input.refundable !== null ? (input.refundable ? " You marked it refundable." : " You marked it not refundable.") : "";
  return {
    subject: `${what} due ${when} (${formatCalendarDate(dueOn, "longDate")})`,
    text: [
      input.kind === "deposit"
        ? `Your ${school} deposit "${input.name}" (${amount}) is due ${formatCalendarDate(dueOn, "longDate")}: ${when}, counted on UTC's calendar.${refund}`
        : `The deadline for "${input.name}" (${amount}) at ${school} is ${formatCalendarDate(dueOn, "longDate")}: ${when}, counted on UTC's calendar.`,
      "This is the date you entered on your offers page. Scout does not check it with the school: the school's own letter is the one to trust.",
      "",
      "Your offers, side by side:",
      input.links.page,
      ...closing(
        "Scout e-mails you a week before and the day before each deadline you enter.",
        input.kind === "deposit" ? "Deposit reminders" : "Scholarship deadline reminders",
        input.links,
      ),
    ].join("\n"),
  };
}

export type DecisionDayReminderInput = {
  school: string;
  round: string;
  decisionOn: string;
  cycle: string;
  /** Who gives the date: "the school's own page (…)" or "a third party's reading (…)". */
  source: string;
  links: Links;
};

/** A school's decision day for the applicant's round, from this cycle's catalogue date only. */
export function decisionDayReminderText(input: DecisionDayReminderInput): Mail {
  const { school, round } = input;
  return {
    subject: `${school} ${round}: decision day has come (${formatCalendarDate(input.decisionOn, "longDate")})`,
    text: [
      `${school} gives ${round} decisions on ${formatCalendarDate(input.decisionOn, "longDate")}: the day has come. Check the school's portal.`,
      `Where the date comes from: ${input.source}; the date Scout's catalogue holds for ${input.cycle}. The school's portal is the one to trust.`,
      "",
      "Record the decision when you have it, and see what comes next:",
      input.links.page,
      ...closing(
        "Scout e-mails you when a school's decision day for your round has come, while you have no decision recorded, and only from this cycle's date.",
        "Decision day",
        input.links,
      ),
    ].join("\n"),
  };
}

export type WaitlistReminderInput = {
  school: string;
  waitlistedOn: string;
  cadenceDays: number;
  /** Who gives the cadence, in words, with its cycle: "the school's own page, for 2026-2027". */
  source: string;
  sourceUrl: string;
  /** Whether the school takes updates: "yes", or null when no fact says. */
  takesUpdates: "yes" | null;
  updatesWhen: string | null;
  now: Date;
  links: Links;
};

/** A waitlist reminder at the school's cadence, from the catalogue's fact only. */
export function waitlistReminderText(input: WaitlistReminderInput): Mail {
  const { school, cadenceDays } = input;
  const days = -daysUntil(input.waitlistedOn, input.now);
  return {
    subject: `${school} waitlist: ${days} days on, at the school's ${cadenceDays}-day cadence`,
    text: [
      `You have been on ${school}'s waitlist since ${formatCalendarDate(input.waitlistedOn, "longDate")}, as you recorded it.`,
      `${school} reviews its waitlist or takes updates every ${cadenceDays} days, according to ${input.source}: ${input.sourceUrl}`,
      input.takesUpdates === "yes"
        ? `If you have news since you applied or since your last update, this is a time to send it${input.updatesWhen ? ` (the school takes updates ${input.updatesWhen})` : ""}. Your letter, with each paragraph checked for news, is on your waitlist page:`
        : "Scout does not know whether the school takes updates: check its latest message to you before sending anything. Your waitlist page:",
      input.links.page,
      ...closing(
        `Scout e-mails you every ${cadenceDays} days while you are waitlisted at ${school} (for up to six months), at the cadence its source gives. Record the school's decision on your standing page and these stop.`,
        "Waitlist reminders",
        input.links,
      ),
    ].join("\n"),
  };
}

type NegotiationFollowUpInput = { school: string; sentOn: string; links: Links };

/** A week after the negotiation e-mail was sent with no answer recorded: a nudge to follow up, in the applicant's own words still. */
export function negotiationFollowUpText({ school, sentOn, links }: NegotiationFollowUpInput): Mail {
  return {
    subject: `Follow up with ${school}? Your negotiation e-mail was sent ${formatCalendarDate(sentOn, "longDate")}`,
    text: [
      `You recorded sending ${school} your negotiation e-mail on ${formatCalendarDate(sentOn, "longDate")}, and have recorded no answer since.`,
      `A week on (${formatCalendarDate(followUpOn(sentOn), "longDate")}), a short, polite follow-up is yours to send if you choose. Scout does not know what the school has said unless you record it.`,
      "",
      "When the school answers, record it on your offers page and these reminders stop:",
      links.page,
      ...closing("Scout e-mails you once, a week after the day you record sending it.", "Negotiation follow-ups", links),
    ].join("\n"),
  };
}
