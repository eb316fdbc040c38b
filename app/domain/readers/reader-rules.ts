// What a reader link holds and how its page speaks (plain rules the browser may import; the forms'
// schemas are in reader-schemas.ts, server-side).

export const readerRoles = ["friend", "alum", "colleague", "grammarian", "stranger"] as const;
export type ReaderRole = (typeof readerRoles)[number];

export const readerRoleLabels: Record<ReaderRole, string> = {
  friend: "A friend",
  alum: "An alum of the school",
  colleague: "A colleague",
  grammarian: "Someone who writes well",
  stranger: "Someone who does not know me",
};

export const readerScaleKeys = ["clarity", "story", "voice"] as const;
export type ReaderScaleKey = (typeof readerScaleKeys)[number];

export const readerScaleQuestions: Record<ReaderScaleKey, string> = {
  clarity: "How clear is it?",
  story: "How well does the story hold together?",
  voice: "Does this sound like me?",
};

/** Each answer from 1 (not at all) to 5 (completely). */
export type ReaderScaleAnswers = Partial<Record<ReaderScaleKey, number>>;

/** What the applicant asks of a reader when sharing: who they are, what to look for, by when, and the scale to answer. */
export type ReaderAsk = { readerName: string; role: ReaderRole; lookFor: string; dueOn: string | null; scale: ReaderScaleKey[] };
export const SCALE_POINTS = [1, 2, 3, 4, 5] as const;

export const readerCommentStatuses = ["open", "accepted", "resolved", "answered", "dismissed"] as const;
export type ReaderCommentStatus = (typeof readerCommentStatuses)[number];

export const READER_LIMITS = {
  name: 80,
  email: 254,
  lookFor: 1_000,
  comment: 2_000,
  replacement: 2_000,
  answer: 1_000,
  quote: 2_000,
  /** Characters of context kept on each side of a quote, to find it again. */
  context: 40,
} as const;

/** How long a reader link opens: a reader takes days, a round's drafts take weeks. */
export const READER_LINK_DAYS = 30;

/** Caps on what readers' links may make (docs/security.md, "Caps per account"). */
export const READER_CAPS = {
  /** Open reader links on one essay: a handful of trusted readers is the advice; ten is plenty. */
  linksPerEssay: 10,
  /** Open reader links on one account, across its essays. */
  linksPerAccount: 40,
  /** Comments one reader may leave through one link. */
  commentsPerLink: 200,
} as const;

export const readerCapRefusals = {
  essay: `This essay has ${READER_CAPS.linksPerEssay} open reader links, the most at once. Revoke one, or wait for one to expire.`,
  account: `You have ${READER_CAPS.linksPerAccount} open reader links, the most at once. Revoke one, or wait for one to expire.`,
  comments: `This link has ${READER_CAPS.commentsPerLink} comments, the most one reader may leave.`,
} as const;
