import { z } from "zod";
import { emailSettingIntents } from "../platform/email-settings";

// The unsubscribe link's parameters (/email/unsubscribe?u=…&t=…&k=…), read from the URL by the
// page, from its form by the action, and from the URL by the mail client's one-click POST. `k`
// names the kind of e-mail; a link without it is a deadline reminder's, as the first links were.
// Server-side only.
export const unsubscribeLinkSchema = z.object({
  u: z.string().min(1).max(100),
  t: z.string().min(1).max(100),
  k: z.enum(emailSettingIntents).default("deadline-reminders"),
});

/** The body a mail client's one-click unsubscribe sends (RFC 8058). */
export const oneClickBodySchema = z.object({ "List-Unsubscribe": z.literal("One-Click") });
