import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { ShareLinkView } from "../platform/account-caps";
import type { LetterStatus, Relationship } from "./letters";
import type { LetterRequirements } from "./requirements";

// What the recommenders page reads: built by readRecommendersPage on the server.

/** What the recommenders page's action answers: a toast, and a new link's address, shown once. */
export type RecommendersActionData = FormAnswer & { toast: Toast; shareUrl?: string; recommenderId?: string };

export type LetterView = {
  id: string;
  school: string;
  status: LetterStatus;
  askedOn: string | null;
  agreedOn: string | null;
  submittedOn: string | null;
};

export type BriefView = {
  content: string;
  origin: "generated" | "assembled" | null;
  promptVersion: number | null;
  droppedPassages: number;
  jobStatus: "queued" | "running" | "done" | "failed" | null;
  editedAt: string | null;
};

export type RecommenderView = {
  name: string;
  email: string;
  relationship: Relationship;
  id: string;
  nudgeOptIn: boolean;
  storyIds: string[];
  letters: LetterView[];
  brief: BriefView | null;
  shares: ShareLinkView[];
};

export type RecommendersPage = { recommenders: RecommenderView[]; requirements: Record<string, LetterRequirements> };
