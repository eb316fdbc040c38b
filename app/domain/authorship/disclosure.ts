// The disclosure log's entries as the applicant reads them (docs/ai-policy.md): what kind of
// help, when, with which prompt versions, and what it touched. Written only on the server, by the
// path that gave the help (app/services/authorship/disclosures.server.ts).

export type DisclosureKind = "feedback_run" | "chat_turn" | "voice_session" | "accepted_suggestion" | "accepted_trim" | "ai_text" | "reader_words";

export type DisclosureEntry = {
  id: string;
  kind: DisclosureKind;
  /** ISO time. */
  at: string;
  promptVersions: Record<string, number> | null;
  touched: { version: number; revision: number; start?: number; end?: number; text?: string };
  mode: string;
  droppedPassages: number;
};

export const disclosureKindLabels: Record<DisclosureKind, string> = {
  feedback_run: "AI feedback run",
  chat_turn: "Chat answer about this essay",
  voice_session: "Voice session about this essay",
  accepted_suggestion: "Accepted a suggested fix",
  accepted_trim: "Accepted cuts from Trim",
  ai_text: "Text from Scout taken in",
  // Not AI help: a person the applicant asked to read the essay; logged so the report can say how much came from readers.
  reader_words: "Took in a reader's proposed words (a person, not AI)",
};

/** The coaching mode in the reader's words: said only when Scout wrote no text (critique only). */
export function modeText(mode: string): string {
  return mode === "critique-only" ? "critique only: Scout wrote no text for the essay" : "";
}

/** What an entry touched, in words: "version 2", "version 2, characters 10–42". */
export function touchedText(touched: DisclosureEntry["touched"]): string {
  const span = touched.start !== undefined && touched.end !== undefined ? `, characters ${touched.start}–${touched.end}` : "";
  return `version ${touched.version}${span}`;
}

/** One entry as a line of text (the report's PDF), with no internal names: "2026-11-25 17:20 UTC · AI feedback run · version 1". */
export function disclosureText(entry: DisclosureEntry): string {
  const dropped = entry.droppedPassages > 0 ? ` · ${entry.droppedPassages} passage${entry.droppedPassages === 1 ? "" : "s"} removed (critique only)` : "";
  const mode = modeText(entry.mode);
  return `${entry.at.slice(0, 16).replace("T", " ")} UTC · ${disclosureKindLabels[entry.kind]} · ${touchedText(entry.touched)}${mode ? ` · ${mode}` : ""}${dropped}`;
}
