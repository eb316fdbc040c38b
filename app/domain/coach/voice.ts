// Voice coaching: the session's states, its constants and its error texts.
// Plain data shared by the worker, the user's object and the browser.

export const VOICE = {
  voice: "ash",
  // pcm16 at 24 kHz, mono: what the GA Realtime API calls audio/pcm at rate 24000.
  sampleRate: 24_000,
  transcriptionModel: "whisper-1",
  vad: { threshold: 0.15, prefixPaddingMs: 300, silenceDurationMs: 1_500 },
  // The intended temperature; the GA session has no temperature field any more (see voice-session.server.ts).
  temperature: 0.9,
  maxOutputTokens: 800,
  demoMaxOutputTokens: 1_200,
  /** A client secret only opens a call; it is useless a minute after it was minted. */
  secretSeconds: 60,
  /** The longest call for a user without a cap: the server still closes it. */
  uncappedCallSeconds: 60 * 60,
} as const;

export const DEMO = {
  delayMinMs: 1_500,
  delayMaxMs: 3_000,
  pollMs: 500,
  afterSpeechMs: 2_000,
  essayExcerpt: 300,
  promptExcerpt: 500,
} as const;

export const voiceContexts = ["global", "essay", "goals", "resume"] as const;
export type VoiceContext = (typeof voiceContexts)[number];

export const VOICE_TOOL = {
  name: "get_applicant_data",
  description: "Read the applicant's saved goals or resume (at most 10 rows) to ground your coaching in what they wrote.",
  types: ["goals", "resume"] as const,
} as const;
export type VoiceToolType = (typeof VOICE_TOOL.types)[number];

export const voiceToolFailure = (type: VoiceToolType) =>
  `Sorry, I had trouble accessing the ${type} database. Make sure you have saved some ${type === "goals" ? "goals" : "resume content"} first.`;

export const VOICE_ERRORS = {
  limitTitle: "Voice Limit Reached",
  limit: "You've used all 5 minutes of free voice coaching time.",
  failedTitle: "Connection Failed",
  failed: "Failed to start voice conversation.",
  notConfigured: "Voice coaching is unavailable right now. Please try again later.",
  token: "Failed to obtain an ephemeral token.",
  trialExpired: "Your free trial has ended. Choose a plan to keep talking with Scout.",
  planRequired: "Start your free trial to talk with Scout.",
} as const;

export type VoiceState = "idle" | "connecting" | "listening" | "speaking" | "ended";

/** What the worker answers when a call may start (the secret is only ever in this body). */
export type VoiceSessionGrant = {
  client_secret: { value: string; expires_at: number };
  voiceCallId: string;
  /** When the server ends the call (ms since epoch): the remaining allowance, or the longest call. */
  deadline: number;
  /** Seconds left for a capped user (null: no cap). */
  remainingSeconds: number | null;
  callsUrl: string;
  model: string;
};

export type TranscriptLine = { type: "user" | "assistant"; content: string };
