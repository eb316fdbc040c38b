import { z } from "zod";

// The unsubscribe link's two parameters (/email/unsubscribe?u=…&t=…), read from the URL by the
// page and from its form by the action. Server-side only.
export const unsubscribeLinkSchema = z.object({
  u: z.string().min(1).max(100),
  t: z.string().min(1).max(100),
});
