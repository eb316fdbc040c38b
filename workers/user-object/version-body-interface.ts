import { z } from "zod";
import { CONTENT_LIMIT } from "../../app/domain/essays/essay-rules";
import type { HeldText } from "../../app/services/essays/version-bodies.server";

// The calls that keep, read and forget versions' text in a user's object (docs/scale.md
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

/** Older versions' text in one user's object, as the worker reaches it (client.ts: `userObject(id).versionBodies`). */
export type VersionBodiesCapability = {
  /** Resolves only once stored: the caller empties D1's copy after this answers, never before. */
  keep: (bodies: VersionBodyInput[]) => Promise<{ kept: number }>;
  /** The text kept for these versions, by version id (absent: not held here); an essay's newest with its summary. */
  read: (ids: string[]) => Promise<Record<string, HeldText>>;
  /** Forgets the text of versions that were removed (a school removed with its essays). */
  forget: (ids: string[]) => Promise<{ removed: number }>;
  /** How many bodies and bytes the object holds (the bench's storage part, tests). */
  size: () => Promise<{ bodies: number; bytes: number }>;
};
