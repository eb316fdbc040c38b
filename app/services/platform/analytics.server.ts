import { z } from "zod";
import type { Database } from "../../../db/client";
import { analyticsEvents } from "../../../db/schema";
import { analyticsEventNames } from "~/domain/platform/analytics-events";

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  // Page views are recorded as path plus query string (docs/product-rules.md §18).
  path: z.string().startsWith("/").max(2048),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]))
    .default({})
    .refine((properties) => Object.keys(properties).length <= 20, "Too many properties"),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export async function recordEvent(db: Database, userId: string | null, event: AnalyticsEvent) {
  await db.insert(analyticsEvents).values({ userId, name: event.name, path: event.path, properties: event.properties });
}
