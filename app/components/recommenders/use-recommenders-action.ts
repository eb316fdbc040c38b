import { useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { RecommendersActionData } from "~/domain/recommenders/page-data";
import { useToastFor } from "../ui/toast";

export const RECOMMENDERS_ACTION = "/app/recommenders";

/** A fetcher posting to the recommenders page's action, with its answer's toast (none when the fields show the problems). */
export function useRecommendersFetcher() {
  const fetcher = useFetcher<RecommendersActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}
