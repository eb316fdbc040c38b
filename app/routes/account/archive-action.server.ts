import type { AppLoadContext } from "@remix-run/cloudflare";
import { archiveRefusals } from "~/domain/export/account-archive";
import { requestArchive } from "~/services/export/archives.server";
import { refuse, reply } from "~/web/intent-action.server";

/** /account's "Prepare my archive": queued, or refused with why (one in flight, three a day) as a 429. */
export async function archiveRequestAction(app: AppLoadContext["app"], userId: string) {
  const outcome = await requestArchive({ db: app.db, queue: app.exportQueue }, userId, new Date());
  if (!outcome.ok) {
    return outcome.reason === "in_flight"
      ? refuse("Archive Already Being Prepared", archiveRefusals.in_flight, 429)
      : refuse("Daily Archive Limit Reached", archiveRefusals.daily_limit, 429);
  }
  return reply({ toast: { title: "Preparing Your Archive", description: "We'll e-mail you when it is ready to download here (within a few minutes)." } });
}
