import type { HeldText } from "../../app/services/essays/version-bodies.server";
import type { EssaySummary } from "./essay-text-interface";
import type { ObjectCore } from "./object-core";
import { ownerSchema } from "./account-interface";
import { type VersionBodyInput, keepVersionBodiesSchema, versionBodiesQuerySchema } from "./version-body-interface";
import type { VersionBodyStore } from "./version-body-store";

// Versions' text (docs/scale.md steps 1 and 3), as the object answers for it. `keep` resolves only
// once stored: the caller empties D1's copy after it answers, never before.
export class VersionBodyCalls {
  constructor(
    private readonly store: VersionBodyStore,
    private readonly core: ObjectCore,
    /** The essays' newest versions held here (essay-text-calls.ts): their summaries, and forgetting them. */
    private readonly newest: { summaries: (ids: string[]) => Record<string, EssaySummary>; forget: (ids: string[]) => void },
  ) {}

  keep(input: { userId: string; bodies: VersionBodyInput[] }): { kept: number } {
    const { userId, bodies } = keepVersionBodiesSchema.parse(input);
    this.core.claimOwner(userId);
    return { kept: this.store.keep(bodies) };
  }

  /**
   * Every version's text is read here, whichever version: an essay's newest comes with its summary,
   * since its revision and counts are the object's and D1 may not have taken the latest yet.
   */
  read(input: { userId: string; ids: string[] }): Record<string, HeldText> {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.core.claimOwner(userId);
    const bodies: Record<string, HeldText> = this.store.read(ids);
    for (const [id, summary] of Object.entries(this.newest.summaries(ids))) {
      const body = bodies[id];
      if (typeof body === "string") bodies[id] = { body, summary };
    }
    return bodies;
  }

  forget(input: { userId: string; ids: string[] }): { removed: number } {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.core.claimOwner(userId);
    this.newest.forget(ids);
    return { removed: this.store.forget(ids) };
  }

  size(input: { userId: string }): { bodies: number; bytes: number } {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return this.store.size();
  }
}
