import { useRouteLoaderData } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import type { PublicSettings } from "~/domain/platform/public-settings";

/**
 * What the root loader gives every page (app/root.tsx returns exactly this). Written here, below
 * the routes, so that components read it without importing the root route.
 */
export type RootData = {
  toast: Toast | null;
  user: { id: string; email: string } | null;
  settings: PublicSettings;
};

/** The root loader's data: public settings, the signed-in user (if any), the pending toast. */
export function useRootData() {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData is used outside the root route");
  return data;
}
