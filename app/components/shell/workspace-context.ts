// What the workspace shell hands to its views (Remix outlet context).
import type { NavSchool, SavedSchool } from "~/domain/schools/workspace";

export type WorkspaceOutletContext = {
  /** Opens the plans prompt after a limit was reached (the text being written stays as it is). */
  openUpgrade: () => void;
  /** Opens the Expired-trial modal (a creation the server refused because the trial ended). */
  openExpired: () => void;
  /** Opens Manage Schools (adding a school there opens the Expired-trial modal when the trial has ended). */
  openManageSchools: () => void;
  /** The first essay in the sidebar, for "Start Writing". */
  firstEssayId: string | null;
  /** The user's schools as the sidebar has them (loaded once by the workspace, for the /app dashboard). */
  schools: NavSchool[];
  /** Takes what an essay save changed of its school (its essays' words, states, progress), from the save's answer (the workspace is not reloaded after a save). */
  updateSchool: (school: SavedSchool) => void;
  /** The first name given at sign-up, or "" (greetings use it when there is one). */
  firstName: string;
  /** When a running trial ends (ISO), or null: no trial running. */
  trialEndsAt: string | null;
};
