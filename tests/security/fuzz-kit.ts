import { essayActionIntents } from "../../app/routes/app.essays.$essayId/essay-action.server";
import type { Alice } from "./applicants";

// What the fuzz's tables share: an owner, a submission, a route's entry, and the essay's intents.

export type Owner = Alice & { password: string; targetUserId: string };

export type Submission = {
  name: string;
  path: (owner: Owner) => string;
  /** The form's fields as the page sends them (a JSON route: the JSON body's fields). */
  fields: (owner: Owner) => Promise<Record<string, string>> | Record<string, string>;
};

export type FuzzEntry = {
  /** The route's body is JSON rather than a form. */
  json?: boolean;
  /** Sent without the owner's session (sign-in, reset links): the route takes no session. */
  signedOut?: boolean;
  /** The action ends the owner's session or account: the owner's pages are not read afterwards. */
  endsSession?: boolean;
  submissions: Submission[];
};

export const at = (path: string) => (): string => path;
export const submit = (name: string, path: (owner: Owner) => string, fields: Submission["fields"]): Submission => ({ name, path, fields });
export const essayPath = (owner: Owner) => `/app/essays/${owner.essay.id}`;

export const essayFields: Record<(typeof essayActionIntents)[number], (owner: Owner) => Record<string, string>> = {
  save: (owner) => ({
    intent: "save",
    content: "A story of my own",
    baseRevision: String(owner.essay.revision),
    arrival: JSON.stringify({ typed: 17, pastes: [], drops: [], restored: 0 }),
  }),
  status: () => ({ intent: "status", status: "final" }),
  rename: () => ({ intent: "rename", title: "Why Tuck, again" }),
  feedback: () => ({ intent: "feedback" }),
  resolve: (owner) => ({ intent: "resolve", itemId: owner.essayItemId }),
  ignore: (owner) => ({ intent: "ignore", itemId: owner.essayItemId }),
  "add-word": (owner) => ({ intent: "add-word", itemId: owner.essayItemId }),
  "suggest-fix": (owner) => ({ intent: "suggest-fix", itemId: owner.essayItemId }),
  trim: () => ({ intent: "trim", target: "50" }),
  "accept-trim": () => ({ intent: "accept-trim", content: "A story of my own" }),
  "new-version": () => ({ intent: "new-version", notes: "Before the rewrite" }),
  clear: () => ({ intent: "clear" }),
  english: () => ({ intent: "english", variant: "uk" }),
  "reader-accept": (owner) => ({ intent: "reader-accept", commentId: owner.readerCommentId, baseRevision: String(owner.essay.revision) }),
  "reader-resolve": (owner) => ({ intent: "reader-resolve", commentId: owner.readerCommentId }),
  "reader-dismiss": (owner) => ({ intent: "reader-dismiss", commentId: owner.readerCommentId }),
  "reader-answer": (owner) => ({ intent: "reader-answer", commentId: owner.readerCommentId, answer: "Thanks, kept" }),
  "reader-summary": () => ({ intent: "reader-summary" }),
};
