import { z } from "zod";
import { CONTENT_LIMIT, SCHOOL_LIMIT, TITLE_LIMIT } from "./essay-rules";

// What the essay and school actions accept. Server-side (and test) code imports this; the
// browser imports the limits from essay-rules.ts instead, so zod stays out of the editor.

const UNSAFE_CONTENT = /<\s*script\b|javascript\s*:/i;

export const essayContentSchema = z
  .string()
  .refine((content) => content.trim().length > 0, "Content is required to save the essay.")
  .refine((content) => content.length <= CONTENT_LIMIT, "Content must be less than 50,000 characters")
  .refine((content) => !UNSAFE_CONTENT.test(content), "Invalid content detected");

export const essayTitleSchema = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(TITLE_LIMIT - 1, "Title must be less than 200 characters");

export const schoolNameSchema = z
  .string()
  .trim()
  .min(1, "School is required")
  .max(SCHOOL_LIMIT - 1, "School must be less than 100 characters");
