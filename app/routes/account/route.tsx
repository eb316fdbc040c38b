import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { EmailSetting } from "~/components/account/email-setting";
import { DeleteAccountDialog } from "~/components/account/delete-account-dialog";
import { SupportAccess } from "~/components/account/support-access";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { type SubscriptionCheck, entitlementsFor, standingBadge } from "~/domain/billing/entitlements";
import { emailPreferenceQuery, emailSettingsOf } from "~/services/platform/email-preferences.server";
import { emailSettingKeys } from "~/domain/platform/email-settings";
import { activeGrantQuery } from "~/services/account/support-access.server";
import { subscriptionRowQuery } from "~/services/billing/entitlements.server";
import { subscriptionCheckFor } from "~/services/billing/subscription.server";
import { keepRetryAfter } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";
import { AccountArchive, type ArchiveSummary } from "~/components/export/account-archive";
import { DAY_MS, archivesQuery, archiveSummary } from "~/services/export/archives.server";
import { accountAction } from "./account-action.server";
import { ChangePassword } from "./change-password";
import { SubscriptionSection } from "./subscription-section";

export const meta: MetaFunction = () => [{ title: "Account & Billing · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const db = context.app.db;
  const now = new Date();
  let subscription: SubscriptionCheck | null = null;
  let badge: string | null = null;
  let supportAccessUntil: string | null = null;
  // Unread (a failed load), the setting shows as on, the default.
  let emailSettings = emailSettingsOf([]);
  let archives: ArchiveSummary[] = [];
  // The reads bind the minute, not the instant, so this page's memo may answer them again within
  // it (workers/page-memo.ts); what is shown is still cut at the instant.
  const minute = new Date(now.getTime() - (now.getTime() % 60_000));
  try {
    const [rows, grants, preferences, archiveRows] = await db.batch([
      subscriptionRowQuery(db, user.id),
      activeGrantQuery(db, user.id, minute),
      emailPreferenceQuery(db, user.id),
      archivesQuery(db, user.id, minute),
    ]);
    archives = archiveRows.filter((archive) => archive.requestedAt.getTime() > now.getTime() - DAY_MS).map((archive) => archiveSummary(archive, now));
    subscription = subscriptionCheckFor(rows[0], now);
    badge = standingBadge(entitlementsFor(rows[0], now), now);
    supportAccessUntil = grants.find((grant) => grant.expiresAt > now)?.expiresAt.toISOString() ?? null;
    emailSettings = emailSettingsOf(preferences);
  } catch (error) {
    console.error("subscription load failed", { userId: user.id, error: String(error) });
  }
  return {
    email: user.email,
    subscription,
    badge,
    portalAvailable: Boolean(context.app.stripe),
    supportAccessUntil,
    emailSettings,
    archives,
  };
}

// A refusal by the credential guard says when to try again.
export const headers = keepRetryAfter;

// portal: a Stripe billing portal session for the user's own customer.
// change-password: the user's own password, given the current one (every other session ends).
// each e-mail setting: that kind of e-mail on or off (deadline reminders: the unsubscribe link's setting too).
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return accountAction(context, request, user);
}

export default function Account() {
  const { email, subscription, badge, portalAvailable, supportAccessUntil, emailSettings, archives } = useLoaderData<typeof loader>();
  useToastFor(subscription ? null : "unavailable", () => ({ title: "Error", description: "Failed to load subscription information", variant: "destructive" }));
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/app" className="text-sm font-medium text-brand-700 underline">
        Back to workspace
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Account &amp; Billing</h1>
      <p className="mt-1 text-slate-700">{email}</p>
      <SubscriptionSection subscription={subscription} badge={badge} portalAvailable={portalAvailable} />
      <ChangePassword />
      {emailSettingKeys.map((key) => (
        <EmailSetting key={key} setting={key} on={emailSettings[key]} />
      ))}
      <SupportAccess until={supportAccessUntil} />
      <AccountArchive archives={archives} />
      <DangerZone />
    </main>
  );
}

// Deleting the account lives here, apart from everyday actions, and asks first.
function DangerZone() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="delete-heading" className="mt-8 rounded-xl border border-red-200 bg-white p-6">
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete account
      </h2>
      <p className="mt-2 text-sm text-slate-700">Deletes your essays, goals, resume, conversations and plan for good. This cannot be undone.</p>
      <Button variant="secondary" className="mt-4 text-red-800" onClick={() => setConfirming(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
