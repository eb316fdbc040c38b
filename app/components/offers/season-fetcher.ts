import { useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { SeasonActionData } from "~/domain/offers/page-data";
import { useToastFor } from "../ui/toast";

export const OFFERS_PATH = "/app/offers";
export const waitlistPath = (school: string) => `/app/waitlist/${encodeURIComponent(school)}`;
export const NEXT_ROUNDS_PATH = "/app/next-rounds";
export const BEFORE_YOU_START_PATH = "/app/before-you-start";

/** A fetcher posting to one of the season's pages, with its answer's toast (none when the fields show the problems). */
export function useSeasonFetcher() {
  const fetcher = useFetcher<SeasonActionData>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return fetcher;
}
