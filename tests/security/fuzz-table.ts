import { accountFuzz } from "./fuzz-table-account";
import { adminFuzz } from "./fuzz-table-admin";
import { applicationsFuzz } from "./fuzz-table-applications";
import { writingFuzz } from "./fuzz-table-writing";
import type { FuzzEntry } from "./fuzz-kit";

export type { FuzzEntry, Owner, Submission } from "./fuzz-kit";

// The body fuzz's table (fuzz.test.ts): for every Remix route with an action, what its owner
// sends when all is well, one submission per intent. The fuzz then bends each field and each
// body. A route missing here fails the fuzz, so a new action cannot ship unfuzzed.
// The table is by area in the files beside this one, in the order the fuzz walks it.
export const fuzzTable: Record<string, FuzzEntry> = { ...accountFuzz, ...writingFuzz, ...applicationsFuzz, ...adminFuzz };
