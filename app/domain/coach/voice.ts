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
  /** The longest call for a user without a cap: the server still closes it. */
  uncappedCallSeconds: 60 * 60,
  /** How long the worker waits for OpenAI to answer the browser's offer. */
  connectTimeoutMs: 15_000,
  /** A call still being opened after this long lost its worker: it is closed at no charge. */
  openingSeconds: 30,
  /** How long a hangup may take, and when one OpenAI did not answer is asked again (a few times). */
  hangupTimeoutMs: 10_000,
  hangupRetrySeconds: 15,
  hangupTries: 8,
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
  token: "The voice service could not be reached. Please try again.",
  busy: "A voice call is already starting in another tab. Try again in a moment.",
  trialExpired: "Your free trial has ended. Choose a plan to keep talking with Scout.",
  planRequired: "Start your free trial to talk with Scout.",
} as const;

export type VoiceState = "idle" | "connecting" | "listening" | "speaking" | "ended";

/**
 * What the worker answers when a call has started: OpenAI's answer to the browser's offer (the
 * worker posted the offer itself, so it knows the call and can end it), and the call's limits.
 */
export type VoiceCallAnswer = {
  /** OpenAI's SDP answer: the browser's media then flows to OpenAI directly. */
  sdp: string;
  voiceCallId: string;
  /** When the server ends the call (ms since epoch): the remaining allowance, or the longest call. */
  deadline: number;
  /** Seconds left for a capped user (null: no cap). */
  remainingSeconds: number | null;
};

/** A call's start request: the offer, JSON-escaped (each line break is four characters), and a few fields. */
export const CALL_START_BODY_BYTES = 48_000;

export type TranscriptLine = { type: "user" | "assistant"; content: string };
