import { speakerOf } from "~/domain/interviews/team-discussion";
import type { TranscriptTurn } from "~/domain/interviews/transcript";

/** Who a turn is shown as: "You", a named participant of a team discussion, or "Interviewer". */
export function speakerLabel(turn: TranscriptTurn) {
  if (turn.speaker === "applicant") return { name: "You", text: turn.text };
  const spoken = speakerOf(turn.text);
  return { name: spoken.name ?? "Interviewer", text: spoken.text };
}
