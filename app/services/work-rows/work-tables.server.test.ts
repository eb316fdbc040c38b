import { describe, expect, it } from "vitest";
import { completeChange, completeRow, decodeRow, encodeRow, keyOf, keyText, matches, sameRow } from "./work-tables.server";

// The rules every work row follows in both stores: completed as D1 would complete it, stored with
// times in milliseconds, compared value by value.

const now = new Date("2026-11-29T09:00:00.000Z");

describe("work rows", () => {
  it("completes a new row as D1 would: the user, an id, the time now, the column's default", () => {
    const ignore = completeRow("feedback_ignores", "u1", { essayId: null, target: "resume", type: "clarity", passage: "a lot" }, now);
    expect(ignore).toMatchObject({ userId: "u1", essayId: null, target: "resume", createdAt: now });
    expect(ignore.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(completeRow("writing_preferences", "u1", {}, now)).toEqual({ userId: "u1", englishVariant: "us", updatedAt: now });
    expect(completeRow("essay_feedback", "u1", { essayId: "e1", feedbackData: [] }, now)).toMatchObject({ essayRevision: 0, overallNote: null });
  });

  it("keeps the user's id out of a change, and sets the time of a column kept fresh", () => {
    expect(completeChange("essay_feedback", { feedbackData: [], userId: "someone else" }, now)).toEqual({ feedbackData: [], updatedAt: now });
    expect(completeChange("essay_feedback", { feedbackData: [], updatedAt: new Date(5) }, now)).toEqual({ feedbackData: [], updatedAt: new Date(5) });
  });

  it("stores times in milliseconds and reads them back as dates, every column in the schema's order", () => {
    const row = completeRow("user_words", "u1", { word: "zorbing" }, now);
    expect(encodeRow("user_words", row)).toEqual({ userId: "u1", word: "zorbing", createdAt: now.getTime() });
    expect(decodeRow("user_words", encodeRow("user_words", row))).toEqual(row);
  });

  it("files a row under its key fields, as a caller names it", () => {
    const row = completeRow("feedback_ignores", "u1", { target: "e1", type: "clarity", passage: "a lot" }, now);
    expect(keyOf("feedback_ignores", row)).toBe(keyText(["e1", "clarity", "a lot"]));
    expect(keyOf("essay_feedback", { essayId: "e1" })).toBe(keyText(["e1"]));
  });

  it("compares every value, JSON columns by their text, and a condition by the fields it names", () => {
    const row = completeRow("essay_feedback", "u1", { essayId: "e1", feedbackData: [{ id: "i1" }] }, now);
    expect(sameRow("essay_feedback", row, { ...row })).toBe(true);
    expect(sameRow("essay_feedback", row, { ...row, feedbackData: [{ id: "i2" }] })).toBe(false);
    expect(sameRow("essay_feedback", row, null)).toBe(false);
    expect(matches("essay_feedback", row, { feedbackData: [{ id: "i1" }] })).toBe(true);
    expect(matches("essay_feedback", row, { essayRevision: 1 })).toBe(false);
  });
});
