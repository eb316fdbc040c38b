import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { z } from "zod";
import { DeleteAccountDialog } from "~/components/delete-account-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useToastFor } from "~/components/ui/toast";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from "~/domain/account/password-rules";
import { PASSWORD_FIELDS, changePasswordSchema } from "~/domain/account/password-schema";
import { findPlan, formatPrice } from "~/domain/billing/plans";
import { type SubscriptionCheck, entitlementsFor, standingBadge } from "~/domain/billing/entitlements";
import type { Toast } from "~/domain/platform/toast";
import { customerPortalUrl } from "~/services/billing/checkout.server";
import { changePassword } from "~/services/account/passwords.server";
import { keepRetryAfter, refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { type SupportAccessHours, supportAccessDurations } from "~/domain/account/support-access";
import { activeGrantQuery, grantSupportAccess, revokeSupportAccess } from "~/services/account/support-access.server";
import { SupportAccess, type SupportAccessAnswer } from "~/components/support-access";
import { type DeadlineRemindersAnswer, DeadlineRemindersSetting } from "~/components/deadline-reminders-setting";
import { deadlineRemindersOn, emailPreferenceQuery, setDeadlineReminders } from "~/services/account/email-preferences.server";
import { type SessionUser, requireUser } from "~/web/session.server";
import { subscriptionRowQuery } from "~/services/billing/entitlements.server";
import { subscriptionCheckFor } from "~/services/billing/subscription.server";
import { formatDate } from "~/domain/deadlines/dates";
import { AccountArchive, type ArchiveAnswer, type ArchiveSummary } from "~/components/account-archive";
import { archivesQuery, archiveSummary } from "~/services/export/account-archive.server";
import { archiveRequestAction } from "~/web/archive-action.server";

export const meta: MetaFunction = () => [{ title: "Account & Billing · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const db = context.app.db;
  const now = new Date();
  let subscription: SubscriptionCheck | null = null;
  let badge: string | null = null;
  let supportAccessUntil: string | null = null;
  // Unread (a failed load), the setting shows as on, the default.
  let deadlineReminders = true;
  let archives: ArchiveSummary[] = [];
  try {
    const [rows, grants, preferences, archiveRows] = await db.batch([
      subscriptionRowQuery(db, user.id),
      activeGrantQuery(db, user.id, now),
      emailPreferenceQuery(db, user.id),
      archivesQuery(db, user.id, now),
    ]);
    archives = archiveRows.map((archive) => archiveSummary(archive, now));
    subscription = subscriptionCheckFor(rows[0], now);
    badge = standingBadge(entitlementsFor(rows[0], now), now);
    supportAccessUntil = grants[0]?.expiresAt.toISOString() ?? null;
    deadlineReminders = deadlineRemindersOn(preferences);
  } catch (error) {
    console.error("subscription load failed", { userId: user.id, error: String(error) });
  }
  return { email: user.email, subscription, badge, portalAvailable: Boolean(context.app.stripe), supportAccessUntil, deadlineReminders, archives };
}

const PORTAL_ERROR: Toast = { title: "Error", description: "Failed to open subscription management portal", variant: "destructive" };

const PASSWORD_ERROR = "Password Not Changed";

// A refusal by the credential guard says when to try again.
export const headers = keepRetryAfter;

const accountActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("portal") }),
  changePasswordSchema.extend({ intent: z.literal("change-password") }),
  z.object({
    intent: z.literal("grant-support"),
    hours: z
      .enum(supportAccessDurations.map((d) => String(d.hours)) as [string, ...string[]], { error: "Choose how long support may read your essays." })
      .transform((value) => Number(value) as SupportAccessHours),
  }),
  z.object({ intent: z.literal("revoke-support") }),
  z.object({ intent: z.literal("deadline-reminders"), on: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({ intent: z.literal("request-archive") }),
]);
type AccountActionInput = z.infer<typeof accountActionSchema>;

/** What the portal's fetcher reads: the portal's URL, or why there is none. */
type PortalAnswer = { url: string } | { toast: Toast };
/** What the password form's fetcher reads: a toast, and the problems by field when refused. */
type PasswordAnswer = FormAnswer & { toast: Toast; changed?: boolean };
type AccountReply = ReturnType<typeof data<PortalAnswer | PasswordAnswer | SupportAccessAnswer | DeadlineRemindersAnswer | ArchiveAnswer>>;

// portal: a Stripe billing portal session for the user's own customer.
// change-password: the user's own password, given the current one (every other session ends).
// deadline-reminders: the user's own reminder e-mails on or off (the unsubscribe link's setting).
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runIntent<AccountActionInput, AccountReply>(
    request,
    accountActionSchema,
    {
      portal: () => openPortal(context, request, user),
      "change-password": (input) => changeOwnPassword(context, request, input),
      "grant-support": async ({ hours }) => {
        const until = await grantSupportAccess(context.app.db, user.id, hours, new Date());
        return reply({
          toast: { title: "Support Access On", description: "Scout support can read your essays until the time shown. You can end it sooner." },
          until: until.toISOString(),
        });
      },
      "revoke-support": async () => {
        await revokeSupportAccess(context.app.db, user.id, new Date());
        return reply({ toast: { title: "Support Access Ended", description: "Scout support can no longer read your essays." }, until: null });
      },
      "request-archive": () => archiveRequestAction(context.app, user.id),
      "deadline-reminders": async ({ on }) => {
        await setDeadlineReminders(context.app.db, user.id, on);
        return reply({
          toast: on
            ? { title: "Deadline Reminders On", description: "We'll e-mail you 14, 3 and 1 days before each deadline you plan by." }
            : { title: "Deadline Reminders Off", description: "You will get no more deadline reminder e-mails." },
          on,
        });
      },
    },
    (submission) => refuseForm(PASSWORD_ERROR, submission, { hideFields: PASSWORD_FIELDS }),
  );
}

async function openPortal(context: AppLoadContext, request: Request, user: SessionUser): Promise<AccountReply> {
  const stripe = context.app.stripe;
  if (!stripe) return data({ toast: { ...PORTAL_ERROR, description: "Billing is unavailable right now. Please try again later." } }, 400);
  try {
    const url = await customerPortalUrl({ db: context.app.db, stripe }, user.id, new URL("/account", request.url).toString());
    if (!url) return data({ toast: { ...PORTAL_ERROR, description: "You have no paid subscription to manage yet." } }, 404);
    return data({ url });
  } catch (error) {
    console.error("portal failed", { userId: user.id, error: String(error) });
    return data({ toast: PORTAL_ERROR }, 502);
  }
}

async function changeOwnPassword(context: AppLoadContext, request: Request, input: { currentPassword: string; newPassword: string }): Promise<AccountReply> {
  try {
    const outcome = await changePassword(context.app.auth, request.headers, input);
    if (outcome.ok) {
      // This session was replaced by a new one: its cookie rides on the answer.
      const headers = new Headers();
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      const toast: Toast = { title: "Password Changed", description: "You're signed out on every other device." };
      return data({ toast, changed: true }, { headers });
    }
    switch (outcome.reason) {
      case "wrong-password":
        return refuseField(PASSWORD_ERROR, "currentPassword", "Your current password is incorrect.");
      case "invalid-password":
        return refuseField(PASSWORD_ERROR, "newPassword", outcome.message);
      case "no-password":
        return refuse(PASSWORD_ERROR, "Your account signs in with Google and has no password yet. Use Forgot password? to set one.", 400);
      case "signed-out":
        return refuse(PASSWORD_ERROR, "Your session has ended. Please sign in again.", 401);
      case "rate-limited": {
        const toast: Toast = { title: PASSWORD_ERROR, description: outcome.message, variant: "destructive" };
        return data({ toast }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
      }
    }
  } catch (error) {
    console.error("password change failed", { error: String(error) });
    return refuse(PASSWORD_ERROR, "Please try again or contact support if the issue persists.", 500);
  }
}

export default function Account() {
  const { email, subscription, badge, portalAvailable, supportAccessUntil, deadlineReminders, archives } = useLoaderData<typeof loader>();
  const portal = useFetcher<PortalAnswer>();
  const tab = useRef<Window | null>(null);
  useToastFor(subscription ? null : "unavailable", () => ({ title: "Error", description: "Failed to load subscription information", variant: "destructive" }));
  useToastFor(portal.data, (result) => {
    const opened = tab.current;
    tab.current = null;
    if ("url" in result && opened) {
      opened.location.href = result.url;
      return;
    }
    opened?.close();
    return "toast" in result ? result.toast : null;
  });
  const plan = findPlan(subscription?.subscription_tier);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/app" className="text-sm font-medium text-brand-700 underline">
        Back to workspace
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Account &amp; Billing</h1>
      <p className="mt-1 text-slate-700">{email}</p>
      <section aria-labelledby="subscription-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
          Subscription
        </h2>
        {subscription ? (
          <dl className="mt-4 grid grid-cols-2 gap-y-2 text-sm">
            <dt className="text-slate-700">Plan</dt>
            <dd className="text-slate-900">{plan ? `${plan.name} (${formatPrice(plan)})` : "None"}</dd>
            <dt className="text-slate-700">Status</dt>
            <dd className="text-slate-900">
              {subscription.subscribed ? "Active" : subscription.is_trialing ? "Free trial" : "No active plan"}
              {badge ? ` · ${badge}` : ""}
            </dd>
            <dt className="text-slate-700">{subscription.is_trialing ? "Trial ends" : "Current period ends"}</dt>
            <dd className="text-slate-900">{subscription.subscription_end ? formatDate(subscription.subscription_end, "longDate") : "—"}</dd>
          </dl>
        ) : (
          <p className="mt-4 text-sm text-slate-700">Subscription information is unavailable right now.</p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {portalAvailable ? (
            <Button
              variant="secondary"
              disabled={portal.state !== "idle"}
              onClick={() => {
                // Opened now, inside the click, so the browser does not block it; filled in once the URL comes.
                tab.current = window.open("", "_blank");
                portal.submit({ intent: "portal" }, { method: "post" });
              }}
            >
              Manage subscription
            </Button>
          ) : null}
          <Link to="/plans" className={buttonClasses("primary")}>
            {subscription?.subscribed ? "Change plan" : "Choose a plan"}
          </Link>
        </div>
      </section>
      <ChangePassword />
      <DeadlineRemindersSetting on={deadlineReminders} />
      <SupportAccess until={supportAccessUntil} />
      <AccountArchive archives={archives} />
      <DangerZone />
    </main>
  );
}

// The current password and a new one; problems show by their field, success as a toast.
function ChangePassword() {
  const fetcher = useFetcher<PasswordAnswer>();
  const formElement = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<{ currentPassword: string; newPassword: string }>({ lastResult: fetcher.data?.result });
  useToastFor(fetcher.data, (answer) => {
    if (answer.changed) formElement.current?.reset();
    return hasFieldErrors(answer) ? null : answer.toast;
  });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="password-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        Password
      </h2>
      <p className="mt-1 text-sm text-slate-700">Changing it signs you out on every other device.</p>
      <fetcher.Form ref={formElement} method="post" className="mt-4 flex max-w-sm flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <Input
          label="Current password"
          id={fields.currentPassword.id}
          name={fields.currentPassword.name}
          error={fields.currentPassword.errors?.[0]}
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Input
          label="New password"
          id={fields.newPassword.id}
          name={fields.newPassword.name}
          error={fields.newPassword.errors?.[0]}
          hint={PASSWORD_HINT}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Please wait…" : "Change password"}
        </Button>
      </fetcher.Form>
    </section>
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
