import { readFileSync } from "node:fs";
import path from "node:path";
import { FAKE_PORTS } from "../fakes/ports";

// How an evaluation runs, from the shell's environment (read in Node: the config and the global
// setup). The real model only with OPENAI_API_KEY set and EVAL_MODEL not "fake" (the CI command
// sets EVAL_MODEL=fake, so a key in CI never reaches the internet).

export type PromptVariant = { label: string; text: string | null };

export function evalSettings(env: NodeJS.ProcessEnv = process.env) {
  const real = Boolean(env.OPENAI_API_KEY) && env.EVAL_MODEL !== "fake";
  return {
    mode: real ? ("real" as const) : ("fake" as const),
    apiKey: real ? env.OPENAI_API_KEY! : "sk-eval-fake",
    upstream: real ? env.OPENAI_BASE_URL || "https://api.openai.com/v1" : `http://127.0.0.1:${FAKE_PORTS.evalOpenai}/v1`,
    model: env.OPENAI_FEEDBACK_MODEL || undefined,
    prompts: promptVariants(env.EVAL_PROMPTS),
    only: env.EVAL_ONLY ?? "",
    concurrency: env.EVAL_CONCURRENCY ?? "4",
  };
}

/**
 * EVAL_PROMPTS=a.txt,b.txt: each file is a feedback_base text, run as a version of its own and
 * shown side by side; "current" is the version in use. Unset: the version in use alone.
 */
export function promptVariants(value: string | undefined): PromptVariant[] {
  if (!value?.trim()) return [{ label: "current", text: null }];
  return value.split(",").map((entry) => {
    const file = entry.trim();
    if (file === "current") return { label: "current", text: null };
    return { label: path.basename(file).replace(/\.[^.]+$/, ""), text: readFileSync(path.resolve(file), "utf8") };
  });
}
