import type { Toast } from "./toast";

// Each kind of e-mail an applicant may turn off on /account, in the words the page and the
// action's toast use: one table, so every setting reads and answers the same way.

export type EmailSettingKey =
  | "deadlineReminders"
  | "readerDone"
  | "interviewReminders"
  | "depositReminders"
  | "awardReminders"
  | "decisionDayReminders"
  | "negotiationFollowUps"
  | "waitlistReminders";

export type EmailSettingCopy = {
  /** The form's intent on /account. */
  intent: string;
  heading: string;
  on: string;
  off: string;
  turnOn: string;
  turnOff: string;
  toastOn: Toast;
  toastOff: Toast;
};

/** A setting in words: its name for the buttons ("Turn off …") and its title for the toasts ("… Off"). */
type SettingWords<Intent extends string> = {
  intent: Intent;
  heading: string;
  name: string;
  title: string;
  on: string;
  off: string;
  /** The toasts' descriptions. */
  turnedOn: string;
  turnedOff: string;
};

function setting<const Intent extends string>({ intent, heading, name, title, on, off, turnedOn, turnedOff }: SettingWords<Intent>) {
  return {
    intent,
    heading,
    on,
    off,
    turnOn: `Turn on ${name}`,
    turnOff: `Turn off ${name}`,
    toastOn: { title: `${title} On`, description: turnedOn },
    toastOff: { title: `${title} Off`, description: turnedOff },
  } satisfies EmailSettingCopy;
}

export const emailSettings = {
  deadlineReminders: setting({
    intent: "deadline-reminders",
    heading: "Deadline reminders by e-mail",
    name: "deadline reminders",
    title: "Deadline Reminders",
    on: "we e-mail you 14, 3 and 1 days before each deadline you plan by, with what is still at risk, and 14, 7 and 2 days before each recommendation letter is due while it is not submitted.",
    off: "you get no deadline or letter reminder e-mails. Your deadlines page still shows every date.",
    turnedOn: "We'll e-mail you 14, 3 and 1 days before each deadline you plan by, and 14, 7 and 2 days before each letter is due.",
    turnedOff: "You will get no more deadline reminder e-mails.",
  }),
  readerDone: setting({
    intent: "reader-done-emails",
    heading: "When a reader is done",
    name: "e-mails when a reader is done",
    title: "Reader E-mails",
    on: "we e-mail you when someone you asked to read an essay says they are done, with how many comments they left.",
    off: "you get no e-mail when a reader is done. The essay's page still says who is done.",
    turnedOn: "We'll e-mail you when a reader says they are done.",
    turnedOff: "The essay's page still says who is done.",
  }),
  interviewReminders: setting({
    intent: "interview-reminders",
    heading: "Interview reminders",
    name: "interview reminders",
    title: "Interview Reminders",
    on: "we e-mail you two days and two hours before each interview slot you record, at the slot's time in the zone you gave it in, with a link to prepare for that school. Scout checks hourly, so the two-hour reminder leaves between three and two hours before.",
    off: "you get no interview reminders. The school's page still shows your slot.",
    turnedOn: "We'll e-mail you two days and two hours before each interview slot you record.",
    turnedOff: "You will get no more interview reminder e-mails.",
  }),
  depositReminders: setting({
    intent: "deposit-reminders",
    heading: "Deposit reminders",
    name: "deposit reminders",
    title: "Deposit Reminders",
    on: "we e-mail you a week before and the day before each deposit deadline you enter on your offers page.",
    off: "you get no deposit reminders. Your offers page still shows every deposit's deadline.",
    turnedOn: "We'll e-mail you a week before and the day before each deposit deadline you entered.",
    turnedOff: "You will get no more deposit reminder e-mails.",
  }),
  awardReminders: setting({
    intent: "award-reminders",
    heading: "Scholarship deadline reminders",
    name: "scholarship deadline reminders",
    title: "Scholarship Reminders",
    on: "we e-mail you a week before and the day before each scholarship or fellowship deadline you enter on your offers page.",
    off: "you get no scholarship deadline reminders. Your offers page still shows every deadline.",
    turnedOn: "We'll e-mail you a week before and the day before each scholarship deadline you entered.",
    turnedOff: "You will get no more scholarship deadline reminder e-mails.",
  }),
  decisionDayReminders: setting({
    intent: "decision-day-reminders",
    heading: "Decision day",
    name: "decision-day e-mails",
    title: "Decision-Day E-mails",
    on: "we e-mail you when a school's decision day for your round has come, while you have no decision recorded. Only from this cycle's date in Scout's catalogue, with its source: where Scout does not have this year's date, there is no e-mail.",
    off: "you get no decision-day e-mails. Your dashboard still says when a decision day has come.",
    turnedOn: "We'll e-mail you when a school's decision day for your round has come.",
    turnedOff: "You will get no more decision-day e-mails.",
  }),
  negotiationFollowUps: setting({
    intent: "negotiation-follow-ups",
    heading: "Negotiation follow-ups",
    name: "negotiation follow-ups",
    title: "Follow-Ups",
    on: "we e-mail you a week after the day you record sending a school your negotiation e-mail, if you have recorded no answer by then. Recording the school's answer on your offers page stops it.",
    off: "you get no follow-up reminders. Your offers page still shows when you sent each e-mail.",
    turnedOn: "We'll e-mail you a week after you send a negotiation e-mail that has no answer yet.",
    turnedOff: "You will get no more negotiation follow-up e-mails.",
  }),
  waitlistReminders: setting({
    intent: "waitlist-reminders",
    heading: "Waitlist reminders",
    name: "waitlist reminders",
    title: "Waitlist Reminders",
    on: "while you are waitlisted at a school whose update cadence Scout's catalogue gives (with its source), we e-mail you at that cadence, for up to six months. Where Scout does not have the school's cadence, there is no e-mail.",
    off: "you get no waitlist reminders. Your waitlist page still shows the school's rules.",
    turnedOn: "We'll e-mail you at each waitlisted school's update cadence, where Scout has it.",
    turnedOff: "You will get no more waitlist reminder e-mails.",
  }),
} satisfies Record<EmailSettingKey, EmailSettingCopy>;

export type EmailSettingIntent = (typeof emailSettings)[EmailSettingKey]["intent"];

/** The settings in the order /account shows them. */
export const emailSettingKeys = Object.keys(emailSettings) as EmailSettingKey[];

/** Every setting's intent, for the action's schema. */
export const emailSettingIntents = emailSettingKeys.map((key) => emailSettings[key].intent) as [EmailSettingIntent, ...EmailSettingIntent[]];

/** The setting an intent turns on or off. */
export function emailSettingOfIntent(intent: EmailSettingIntent): EmailSettingKey {
  return emailSettingKeys.find((key) => emailSettings[key].intent === intent)!;
}
