// What an admin may write as a prompt version: the limits the form shows and the action checks
// (app/domain/prompts/ai-prompt-schema.ts). Plain values, so the browser gets them without zod.
export const PROMPT_TEXT_MAX = 20_000;
export const PROMPT_NOTE_MAX = 200;
