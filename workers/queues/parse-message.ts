import type { z } from "zod";

/**
 * A queue message's body checked against its schema. A body of the wrong shape cannot be fixed by
 * retrying, so it is logged and acked, and null comes back.
 */
export function parseOrAck<T extends z.ZodType>(message: Message<unknown>, schema: T, queue: string): z.infer<T> | null {
  const parsed = schema.safeParse(message.body);
  if (parsed.success) return parsed.data;
  console.warn(`${queue} queue: malformed message acked`, { id: message.id, issues: parsed.error.issues });
  message.ack();
  return null;
}
