import { z } from "zod";
import type { TranscriptTurn } from "./transcript";

// The model's debrief of a mock interview against its format's rubric. Every score quotes the
// applicant's own answer it is about; a score whose quote is not in what they said is dropped, so
// nothing shown is the model's invention. Delivery is not scored here: it is counted (filler-words-and-pace.ts).
export const DEBRIEF_SCHEMA_NAME = "interview_debrief";

export const debriefAnswerSchema = z.object({
  summary: z.string().max(2_000),
  scores: z
    .array(
      z.object({
        criterion: z.string().max(200),
        score: z.number().int().min(1).max(5),
        quote: z.string().max(1_000),
        comment: z.string().max(1_000),
      }),
    )
    .max(20),
});
export type DebriefAnswer = z.infer<typeof debriefAnswerSchema>;
export type DebriefScore = DebriefAnswer["scores"][number];
export type Debrief = { summary: string; scores: DebriefScore[]; dropped: number };

/** The JSON schema the model answers in (strict structured output). */
export const debriefJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "scores"],
  properties: {
    summary: { type: "string" },
    scores: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["criterion", "score", "quote", "comment"],
        properties: {
          criterion: { type: "string" },
          score: { type: "integer", minimum: 1, maximum: 5 },
          quote: { type: "string", description: "The applicant's exact words this score is about." },
          comment: { type: "string" },
        },
      },
    },
  },
} as const;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Keeps the scores whose quote is the applicant's own words (case and punctuation aside). */
export function groundedDebrief(answer: DebriefAnswer, transcript: TranscriptTurn[]): Debrief {
  const said = normalise(
    transcript
      .filter((turn) => turn.speaker === "applicant")
      .map((turn) => turn.text)
      .join(" "),
  );
  const scores = answer.scores.filter((score) => {
    const quote = normalise(score.quote);
    return quote.length > 0 && said.includes(quote);
  });
  return { summary: answer.summary, scores, dropped: answer.scores.length - scores.length };
}

/** The transcript as the model reads it: who spoke, when, and what they said. */
export function transcriptForModel(transcript: TranscriptTurn[]) {
  return transcript
    .map((turn) => `[${Math.round(turn.startMs / 1000)}s] ${turn.speaker === "applicant" ? "Applicant" : "Interviewer"}: ${turn.text}`)
    .join("\n");
}
