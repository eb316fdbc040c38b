import type { Toast } from "./toast";

// Each kind of e-mail an applicant may turn off on /account, in the words the page and the
// action's toast use: one table, so every setting reads and answers the same way.

export type EmailSettingKey = "deadlineReminders" | "readerDone";

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

export const emailSettings = {
  deadlineReminders: {
    intent: "deadline-reminders",
    heading: "Deadline reminders by e-mail",
    on: "we e-mail you 14, 3 and 1 days before each deadline you plan by, with what is still at risk, and 14, 7 and 2 days before each recommendation letter is due while it is not submitted.",
    off: "you get no deadline or letter reminder e-mails. Your deadlines page still shows every date.",
    turnOn: "Turn on deadline reminders",
    turnOff: "Turn off deadline reminders",
    toastOn: {
      title: "Deadline Reminders On",
      description: "We'll e-mail you 14, 3 and 1 days before each deadline you plan by, and 14, 7 and 2 days before each letter is due.",
    },
    toastOff: { title: "Deadline Reminders Off", description: "You will get no more deadline reminder e-mails." },
  },
  readerDone: {
    intent: "reader-done-emails",
    heading: "When a reader is done",
    on: "we e-mail you when someone you asked to read an essay says they are done, with how many comments they left.",
    off: "you get no e-mail when a reader is done. The essay's page still says who is done.",
    turnOn: "Turn on e-mails when a reader is done",
    turnOff: "Turn off e-mails when a reader is done",
    toastOn: { title: "Reader E-mails On", description: "We'll e-mail you when a reader says they are done." },
    toastOff: { title: "Reader E-mails Off", description: "The essay's page still says who is done." },
  },
} as const satisfies Record<EmailSettingKey, EmailSettingCopy>;

export type EmailSettingIntent = (typeof emailSettings)[EmailSettingKey]["intent"];

/** The settings in the order /account shows them. */
export const emailSettingKeys = Object.keys(emailSettings) as EmailSettingKey[];

/** Every setting's intent, for the action's schema. */
export const emailSettingIntents = emailSettingKeys.map((key) => emailSettings[key].intent) as [EmailSettingIntent, ...EmailSettingIntent[]];

/** The setting an intent turns on or off. */
export function emailSettingOfIntent(intent: EmailSettingIntent): EmailSettingKey {
  return emailSettingKeys.find((key) => emailSettings[key].intent === intent)!;
}
