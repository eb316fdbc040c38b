import { type AuthDebugEntry, appendAuthDebugEntry } from "~/domain/account/auth-debug-log";

// What the product keeps in the browser's localStorage: the pending
// newsletter opt-in flag and the auth debug log. Storage can be unavailable (private modes): then
// these quietly do nothing.
const PENDING_NEWSLETTER = "scout.pendingNewsletterSignup";
const AUTH_DEBUG = "scout.authDebugLog";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const pendingNewsletter = {
  set: () => storage()?.setItem(PENDING_NEWSLETTER, "true"),
  isSet: () => storage()?.getItem(PENDING_NEWSLETTER) === "true",
  clear: () => storage()?.removeItem(PENDING_NEWSLETTER),
};

export function logAuthEvent(event: string, email?: string, detail?: string) {
  const store = storage();
  if (!store) return;
  let log: AuthDebugEntry[] = [];
  try {
    log = JSON.parse(store.getItem(AUTH_DEBUG) ?? "[]") as AuthDebugEntry[];
  } catch {
    log = [];
  }
  store.setItem(AUTH_DEBUG, JSON.stringify(appendAuthDebugEntry(log, { at: new Date().toISOString(), event, email, detail })));
}
