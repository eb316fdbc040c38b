import type { ObjectCore } from "./object-core";
import { ownerSchema } from "./account-interface";
import { type VersionBodyInput, keepVersionBodiesSchema, versionBodiesQuerySchema } from "./version-body-interface";
import type { VersionBodyStore } from "./version-body-store";

// Older versions' text (docs/scale.md step 1), as the object answers for it. `keep` resolves only
// once stored: the caller empties D1's copy after it answers, never before.
export class VersionBodyCalls {
  constructor(
    private readonly store: VersionBodyStore,
    private readonly core: ObjectCore,
  ) {}

  keep(input: { userId: string; bodies: VersionBodyInput[] }): { kept: number } {
    const { userId, bodies } = keepVersionBodiesSchema.parse(input);
    this.core.claimOwner(userId);
    return { kept: this.store.keep(bodies) };
  }

  read(input: { userId: string; ids: string[] }): Record<string, string> {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.core.claimOwner(userId);
    return this.store.read(ids);
  }

  forget(input: { userId: string; ids: string[] }): { removed: number } {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.core.claimOwner(userId);
    return { removed: this.store.forget(ids) };
  }

  size(input: { userId: string }): { bodies: number; bytes: number } {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return this.store.size();
  }
}
