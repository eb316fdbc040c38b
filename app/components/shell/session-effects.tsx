import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { track } from "~/lib/analytics";
import { logAuthEvent, pendingNewsletter } from "~/lib/browser-storage";

// Users already handled in this page session, keyed by id plus e-mail.
const processedUsers = new Set<string>();

/**
 * Runs once per signed-in user per page session: when the pending opt-in flag is set, the
 * newsletter sync, and the flag is removed only once it succeeded. Failures are only logged.
 */
export function NewsletterSync({ user }: { user: { id: string; email: string } | null }) {
  useEffect(() => {
    if (!user) {
      processedUsers.clear();
      return;
    }
    const key = `${user.id}:${user.email}`;
    if (processedUsers.has(key)) return;
    processedUsers.add(key);
    logAuthEvent("signed_in", user.email);
    if (!pendingNewsletter.isSet()) return;
    fetch("/api/newsletter-sync", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, firstName: "", tags: ["signup", "marketing-opted-in"] }),
    })
      .then((response) => {
        if (response.ok) pendingNewsletter.clear();
        else console.warn("newsletter sync failed", response.status);
      })
      .catch((error) => console.warn("newsletter sync failed", error));
  }, [user]);
  return null;
}

/** Records a page view (path plus query string) on every navigation. */
export function PageViews() {
  const location = useLocation();
  useEffect(() => {
    track("page_view");
  }, [location.pathname, location.search]);
  return null;
}
