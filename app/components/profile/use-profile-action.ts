import { useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { ProfileActionData } from "~/domain/profile/page-data";
import { useToastFor } from "../ui/toast";

export const PROFILE_ACTION = "/app/profile";

/** A fetcher posting to the profile's action, with its answer's toast (none when the fields show the problems). */
export function useProfileFetcher() {
  const fetcher = useFetcher<ProfileActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}
