import { describe, expect, it } from "vitest";
import { errorBody, readErrorBody } from "./http-errors";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "x-request-id": "req-header", ...headers } });

describe("reading an error answer in the browser", () => {
  it("gives the code and message of the one error body", async () => {
    expect(await readErrorBody(answer(404, errorBody("not_found", "This essay was not found.", "req-1")), "Failed")).toEqual({
      code: "not_found",
      message: "This essay was not found.",
    });
  });

  it("adds the id to quote to support when the server failed", async () => {
    expect(await readErrorBody(answer(500, errorBody("internal", "Something went wrong. Please try again.", "req-2")), "Failed")).toEqual({
      code: "internal",
      message: "Something went wrong. Please try again. Quote this id to support: req-2",
    });
    // Not an error body (a plain-text 500): the id from the header.
    expect(await readErrorBody(answer(502, "Bad gateway"), "The goals could not be saved")).toEqual({
      code: "unknown",
      message: "The goals could not be saved (status 502). Quote this id to support: req-header",
    });
  });

  it("leaves it out when the person can do something about it, or nothing failed on our side", async () => {
    expect((await readErrorBody(answer(503, errorBody("not_configured", "Voice is not set up.", "req-3")), "Failed")).message).toBe("Voice is not set up.");
    expect((await readErrorBody(answer(429, errorBody("rate_limited", "Slow down.", "req-4")), "Failed")).message).toBe("Slow down.");
  });
});
