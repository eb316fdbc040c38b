import { formatCalendarDate, formatDate } from "../deadlines/dates";
import type { ReaderRole } from "./reader-rules";

/** Why the applicant asked this reader, as the reader is told it. */
const askedAs: Record<ReaderRole, string> = {
  friend: "They asked you as a friend.",
  alum: "They asked you as an alum of the school.",
  colleague: "They asked you as a colleague.",
  grammarian: "They asked you as someone who writes well.",
  stranger: "They asked you as a reader who does not know them, as the school's readers will not.",
};

// The two e-mails of reader links, written as a person reads them: the invitation to the reader
// (only when the applicant gives their address, sent to that address alone), and the note to the
// applicant when a reader says they are done. Plain text: nothing the applicant or the reader
// typed can become markup or a link other than the one Scout writes.

/** Invitation e-mails one account may send in a day: a handful of readers a day is the use; more is a mailing. */
export const READER_INVITATIONS_PER_DAY = 10;

export type InvitationInput = {
  /** How the applicant is named to their reader: their name on the account, or their e-mail when they gave none. */
  applicant: string;
  readerName: string;
  role: ReaderRole;
  school: string;
  essayTitle: string;
  lookFor: string;
  dueOn: string | null;
  link: string;
  expiresAt: Date;
  /** How many essays a school's set holds, when the link shares the set. */
  setOf?: number;
};

export function readerInvitationText(input: InvitationInput): { subject: string; text: string } {
  const title = input.essayTitle || "an essay";
  const what = input.setOf
    ? `drafts of their ${input.setOf} ${input.school} application essays`
    : `a draft of their ${input.school} application essay, “${title}”,`;
  return {
    subject: `${input.applicant} asked you to read ${input.setOf ? `drafts of their ${input.school} essays` : `a draft of their ${input.school} essay`}`,
    text: [
      `Dear ${input.readerName},`,
      "",
      `${input.applicant} asked you to read ${what} and to say what you think. They use Scout, an application coach, to share ${input.setOf ? "them" : "it"}.`,
      "",
      askedAs[input.role],
      ...(input.lookFor ? ["", "What they would like you to look for:", input.lookFor] : []),
      ...(input.dueOn ? ["", `They would like your notes by ${formatCalendarDate(input.dueOn, "longDate")}.`] : []),
      "",
      "Open the essay here (no account needed):",
      input.link,
      "",
      "You can select words and comment on them or propose other words. You cannot change the essay itself: the writer decides.",
      `The link is yours alone: anyone who has it can read the essay and comment as you. It works until ${formatDate(input.expiresAt, "longDate", "UTC")}, unless the writer ends it sooner.`,
      "",
      "If you were not expecting this, you can ignore this message. Scout keeps your address only with this invitation, and shows it to no other reader.",
    ].join("\n"),
  };
}

export type DoneInput = {
  readerName: string;
  school: string;
  essayTitle: string;
  comments: number;
  essayUrl: string;
  settingsUrl: string;
  /** How many essays a school's set holds, when the reader read the set. */
  setOf?: number;
};

export function readerDoneText(input: DoneInput): { subject: string; text: string } {
  const title = input.essayTitle || "your essay";
  const left = input.comments === 0 ? "left no comment" : `left ${input.comments} comment${input.comments === 1 ? "" : "s"}`;
  return {
    subject: `${input.readerName} is done reading your ${input.school} essay${input.setOf ? "s" : ""}`,
    text: [
      `${input.readerName} says they are done reading ${input.setOf ? `your ${input.setOf} essays` : `“${title}”`} for ${input.school}, and ${left}.`,
      "",
      "Their notes are beside Scout's feedback in the editor:",
      input.essayUrl,
      "",
      "To stop these e-mails, turn off “When a reader is done” in your account:",
      input.settingsUrl,
    ].join("\n"),
  };
}
