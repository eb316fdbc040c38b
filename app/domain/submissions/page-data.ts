import type { QuestionAudience } from "../catalogue/catalogue";
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { Finding } from "./findings";
import type { SubmissionSnapshot } from "./snapshot";
import type { QuestionFit } from "./audience";

// What the Ready to submit page and its read-only copy of what was sent read (their loaders' data).

export type SubmitActionData = FormAnswer & { toast: Toast };

export type SentSummary = {
  round: string;
  submittedOn: string;
  cycle: string;
  /** The moment it was marked, ISO; undo is offered while `canUndo`. */
  markedAt: string;
  canUndo: boolean;
};

export type SentCopy = SentSummary & { school: string; snapshot: SubmissionSnapshot };

export type ReadyEssay = {
  id: string;
  title: string;
  version: number;
  written: boolean;
  limit: string | null;
  words: number;
  characters: number;
  required: boolean;
  /** A short answer or a field of the application form, rather than an essay. */
  formQuestion: boolean;
  audience: QuestionAudience;
  /** Whether it is this applicant's to answer, from what their profile says. */
  fit: QuestionFit;
  sources: string[];
  textCycle: string | null;
};

export type ReadyPage = {
  school: string;
  cycle: string;
  rounds: string[];
  round: string | null;
  essays: ReadyEssay[];
  /** The school's own web domains, so a question's source is cited as the school's or a third party's. */
  ownDomains: string[];
  /** The applicant's scores on tests a source says this school does not list among those it accepts: not among its fields. */
  scoresLeftOut: string[];
  submitted: SentSummary | null;
  /** The AI disclosure drafted from the disclosure log, for the applicant to edit before sending, and what the school's policy asks. */
  disclosureDraft: string;
  disclosureAsk: string;
  findings: Finding[];
  /** Nothing left that needs a change. */
  ready: boolean;
  /** What is pasted into the portal, in the portal's order, each with its copy button once Ready. */
  fields: PortalField[];
  /** What Scout lacks of the school's own form (its wording and limits for the profile's questions), and where to read it. */
  formNote: { text: string; link: { href: string; label: string } };
  /** A reapplication after a denial or a withdrawal: which cycle this application is for, and whose questions it is checked against. */
  reapplying: { title: string; questions: string } | null;
};

export type PortalField = { label: string; text: string; limit: string | null };
