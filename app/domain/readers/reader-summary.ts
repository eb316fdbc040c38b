import { z } from "zod";
import { paragraphAt } from "../feedback/feedback-items";
import { type Anchor, placeAnchor } from "./anchor";

// Readers' notes gathered for the applicant: grouped by the paragraph their words are in now (the
// words no longer in the essay apart), each in the reader's own words. That grouping is the whole
// summary where the school allows no AI help; elsewhere it is also what Scout is given to
// summarise, and what is shown under Scout's summary, so the applicant can check it.

export type NoteToGroup = { readerName: string; anchor: Anchor; body: string; replacement: string | null };
export type GroupedNote = { reader: string; quote: string; body: string; replacement: string | null };
/** paragraph null: the words are no longer in the essay. */
export type NoteGroup = { paragraph: number | null; notes: GroupedNote[] };

export function groupReaderNotes(text: string, notes: NoteToGroup[]): NoteGroup[] {
  const groups = new Map<number | null, GroupedNote[]>();
  const placed = notes
    .map((note) => ({ note, at: placeAnchor(note.anchor, text) }))
    .sort((a, b) => (a.at.state === "placed" ? a.at.start : Infinity) - (b.at.state === "placed" ? b.at.start : Infinity));
  for (const { note, at } of placed) {
    const paragraph = at.state === "placed" ? paragraphAt(text, at.start) : null;
    groups.set(paragraph, [
      ...(groups.get(paragraph) ?? []),
      { reader: note.readerName, quote: note.anchor.quote, body: note.body, replacement: note.replacement },
    ]);
  }
  return [...groups.entries()].map(([paragraph, grouped]) => ({ paragraph, notes: grouped }));
}

/** What the model is given: each note as the reader wrote it, under its paragraph. */
export function summaryMaterial(groups: NoteGroup[]): string {
  return groups
    .map((group) =>
      [
        group.paragraph === null ? "Words no longer in the essay:" : `Paragraph ${group.paragraph}:`,
        ...group.notes.map(
          (note) =>
            `- ${note.reader} on "${note.quote}": ${note.body || "(no comment)"}${note.replacement === null ? "" : ` (proposes other words: "${note.replacement}")`}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The model's answer: a few sentences for the applicant, about what the readers said. */
export const readerSummaryAnswer = z.object({ summary: z.string().trim().min(1).max(2_000) });
export const readerSummaryJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["summary"],
  properties: { summary: { type: "string" } },
} as const;
