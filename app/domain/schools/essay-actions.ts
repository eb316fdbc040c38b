// The essay editor's answers carry the saved essay's school as the workspace shows it, so they
// stand with the workspace: the essays below never read it.
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { SavedSchool } from "./workspace";

/** The newest version of an essay, named where an older one is open. */
export type NewerVersion = { id: string; version: number };

/** What the essay editor's action answers (app/routes/app.essays.$essayId/essay-action.server.ts), read by the editor. */
export type EssayActionData = FormAnswer & {
  toast: Toast;
  saved?: { revision: number };
  /**
   * After a save: what it changed of the essay's school as the workspace shows it (its essays'
   * words, states, progress). A save the applicant's object stored is answered before D1 has read
   * it: then it comes later in the same answer (a promise; null when it could not be read).
   */
  school?: SavedSchool | null | Promise<SavedSchool | null>;
  conflict?: { revision: number; content: string };
  /** A save refused because this is an older version: the newest one. */
  newerVersion?: NewerVersion;
  limitReached?: boolean;
  expired?: boolean;
  jobId?: string;
  /** A fix the applicant asked for, for one feedback item. */
  suggestion?: { itemId: string; text: string };
  /** Cuts Scout proposes to meet a limit, verified to keep only the applicant's words. */
  trim?: { proposal: string; count: number; before: number; target: { kind: "words" | "characters"; max: number } };
  /** The save never reached the server (answered in the browser). */
  offline?: boolean;
};
