import { z } from "zod";
import { CONTENT_LIMIT } from "../../app/domain/essays/essay-rules";

// The calls that keep, read and forget older versions' text in a user's object (docs/scale.md
// step 1). Validated inside the object too: an RPC boundary is a boundary.

/** Bodies kept in one call; callers with more split them (app/services/essays/version-bodies.server.ts). */
export const MAX_BODIES_PER_CALL = 100;

const versionIds = z.array(z.string().min(1).max(100)).max(1_000);

export const keepVersionBodiesSchema = z.object({
  userId: z.string().min(1),
  bodies: z
    .array(z.object({ id: z.string().min(1).max(100), body: z.string().max(CONTENT_LIMIT * 2) }))
    .min(1)
    // At most 100 bodies a call keeps one call's message far below the 32 MiB an RPC may carry.
    .max(MAX_BODIES_PER_CALL),
});

export const versionBodiesQuerySchema = z.object({ userId: z.string().min(1), ids: versionIds });

export type VersionBodyInput = z.infer<typeof keepVersionBodiesSchema>["bodies"][number];
