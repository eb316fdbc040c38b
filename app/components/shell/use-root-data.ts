import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The root loader's data: public settings, the signed-in user (if any), the pending toast. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData is used outside the root route");
  return data;
}
