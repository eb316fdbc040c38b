import OpenAI from "openai";
import type { Settings } from "../app/settings.server";

/** The OpenAI client for these settings, or null when no key is configured (the product says so). */
export function createOpenAI(settings: Pick<Settings, "OPENAI_API_KEY" | "OPENAI_BASE_URL">): OpenAI | null {
  // Retries are ours to decide (the feedback queue retries with backoff; chat reports AI Error).
  return settings.OPENAI_API_KEY ? new OpenAI({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, maxRetries: 0 }) : null;
}
