import { z } from "zod";

/** A text area read as its non-empty lines, trimmed: at most `max` lines of at most `each` characters. */
export const formLines = (max: number, each: number) =>
  z
    .string()
    .max(max * (each + 1))
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(each, `Each line at most ${each} characters`)).max(max, `At most ${max} lines`));
