// The trial's caps (docs/product-rules.md §3). Paid plans have no such caps. The chat cap is
// checked for each message sent over the chat's socket (GET /api/chat/socket,
// workers/api/chat-socket.ts) by services/coach/chat-limits.server.ts, and tested in
// tests/integration/coach/chat-limits.test.ts.
export const TRIAL_LIMITS = {
  voiceSeconds: 5 * 60,
  textMessages: 50,
  essaysCreated: 3,
} as const;

/**
 * The daily AI budget: model calls per user per UTC day, whatever asks the model (Scout chat, AI
 * feedback, suggest a fix, a voice session). Counted and capped in the user's object; the numbers
 * and why they are what they are: docs/entitlements.md ("The daily AI budget").
 */
export const AI_CALLS_PER_DAY = { trial: 60, paid: 300 } as const;

/** What asked the model, kept with each day's count (a future brief or debrief adds its own). */
export const aiPurposes = [
  "chat",
  "feedback",
  "fix_suggestion",
  "trim",
  "voice",
  "interview_debrief",
  "recommender_brief",
  "negotiation_critique",
  "reader_summary",
] as const;
export type AiPurpose = (typeof aiPurposes)[number];

/** The UTC day a moment falls on (days since the epoch): the budget's window. */
export const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

/**
 * Account archives (docs/export.md): one being built at a time, three asked for in any 24 hours.
 * Counted from the archives' own rows in one D1 statement (a request and its count are one row),
 * so two requests at once make one archive.
 */
export const ARCHIVE_LIMITS = { inFlight: 1, perDay: 3 } as const;

export const usageKinds = ["voiceSeconds", "textMessages", "essaysCreated"] as const;
export type UsageKind = (typeof usageKinds)[number];

export type UsageCounts = Record<UsageKind, number>;

/** Remaining = limit minus used, never below 0. */
export function remaining(limit: number, used: number): number {
  return Math.max(0, limit - used);
}

/** Whether `amount` more of a counter fits under `limit` (null: no cap). */
export function fitsUnderLimit(used: number, amount: number, limit: number | null): boolean {
  return limit === null || used + amount <= limit;
}

/**
 * The counters a service may take and give back, kept exact by the user's Durable Object
 * (workers/user-object/client.ts implements it; the service never knows it is an object).
 */
export type UsageCounter = {
  /** With `key`, one thing is counted once however often it is asked (an essay saved from two tabs). */
  record: (kind: UsageKind, amount: number, limit: number | null, key?: string) => Promise<{ allowed: boolean }>;
  release: (kind: UsageKind, amount: number, key?: string) => Promise<unknown>;
};

/** The daily AI budget's calls, kept exact by the same object (the service never knows it is an object). */
export type AiBudgetCounter = {
  spend: (purpose: AiPurpose, limit: number, key?: string) => Promise<{ allowed: true; day: number } | { allowed: false; reason: "budget" | "busy" }>;
  finish: (purpose: AiPurpose, day: number, giveBack: boolean, key?: string) => Promise<unknown>;
};

/** Reading the counters, for pages that show what is left (the same object keeps them). */
export type UsageReader = { read: () => Promise<UsageCounts> };

/** What a user reads when today's AI budget is spent (a toast, the chat, the voice dialog alike). */
export const AI_BUDGET_TITLE = "Daily AI limit reached";
export const aiBudgetMessage = (limit: number) =>
  `You've used today's ${limit} AI requests (chat, feedback, suggestions and voice together). More are available after midnight UTC.`;
/** When the count cannot be recorded, the model is not asked (the budget fails closed). */
export const AI_UNAVAILABLE_MESSAGE = "AI is unavailable right now. Please try again in a moment.";
