import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody } from "./json-body";

const schema = z.object({ title: z.string().min(1, "Give it a title."), words: z.number().int() }).strict();

describe("a JSON body", () => {
  it("that fits its schema is its value", () => {
    expect(parseJsonBody('{"title":"Why MBA","words":500}', schema)).toEqual({ ok: true, value: { title: "Why MBA", words: 500 } });
  });
  it("that is not JSON says so", () => {
    expect(parseJsonBody("title=Why", schema)).toEqual({ ok: false, message: "The request body must be JSON.", fields: [] });
  });
  it("that does not fit says the first problem in words and every problem by field", () => {
    const body = parseJsonBody('{"title":"","words":1.5}', schema);
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.message).toBe("Give it a title.");
    expect(body.fields.map((field) => field.path)).toEqual(["title", "words"]);
  });
});
