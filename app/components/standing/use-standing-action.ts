import { useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { StandingActionData } from "~/domain/standing/page-data";
import { useToastFor } from "../ui/toast";

/** A school's standing page: where its application stands after Submitted. */
export const standingPath = (school: string) => `/app/standing/${encodeURIComponent(school)}`;

/** A fetcher posting to a school's standing action, with its answer's toast (none when the fields show the problems). */
export function useStandingFetcher() {
  const fetcher = useFetcher<StandingActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}
