import type { FetcherWithComponents } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { AdminCard } from "../admin-table";
import { ReaderTime } from "../../ui/reader-time";

// Whether the user is an operator, with the one button that changes it.
export function UserRoleCard({ isAdmin, fetcher, busy }: { isAdmin: boolean; fetcher: FetcherWithComponents<unknown>; busy: boolean }) {
  return (
    <AdminCard id="role-heading" title="Role">
      <p className="mt-1 text-sm text-slate-700">{isAdmin ? "Admin: can open /admin and act on any user." : "User."}</p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={isAdmin ? "revoke-admin" : "grant-admin"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {isAdmin ? "Revoke admin" : "Make admin"}
        </Button>
      </fetcher.Form>
    </AdminCard>
  );
}

type AuditLine = { id: string; action: string; actorEmail: string; at: string; after: unknown };

// What operators did to this user, newest first.
export function UserAuditCard({ audit }: { audit: AuditLine[] }) {
  return (
    <AdminCard id="history-heading" title="Admin actions on this user">
      {audit.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">None yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-900">
          {audit.map((entry) => (
            <li key={entry.id}>
              <ReaderTime iso={entry.at} />
              {` · ${entry.action} by ${entry.actorEmail}`}
              {entry.after ? <code className="ml-2 text-xs text-slate-700">{JSON.stringify(entry.after)}</code> : null}
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
