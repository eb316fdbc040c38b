import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * A save of an essay's or the resume's text that the server stored, with no applied fix to resolve:
 * the editor already holds what it changed (the text it sent, the revision in the answer) and an
 * essay's answer carries its school as the workspace now shows it, so the loaders this save did not
 * change (the root's, the workspace's, the essay's own) are not run again. One save, one request
 * (docs/performance.md). Anything else (a refused save, a save resolving a fix) reloads as before.
 */
export function isStoredTextSave({ formMethod, formData, actionResult }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod?.toUpperCase() !== "POST" || formData?.get("intent") !== "save" || formData.get("resolveItemIds")) return false;
  return typeof actionResult === "object" && actionResult !== null && "saved" in actionResult && Boolean(actionResult.saved);
}

/**
 * A save refused because a newer version exists: the editor keeps the writer's text and says so
 * (ConflictNotice); read again, the page would turn into the older version's read-only view, and
 * the text would be out of sight (kept on this device, offered there, but no longer in the editor).
 */
export function isOlderVersionRefusal({ formData, actionResult }: ShouldRevalidateFunctionArgs): boolean {
  return formData?.get("intent") === "save" && typeof actionResult === "object" && actionResult !== null && "newerVersion" in actionResult;
}
