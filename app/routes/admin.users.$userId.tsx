import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AdminCard } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { formatUsage, planLabel } from "~/domain/catalogue/admin-view";
import { formatDate } from "~/domain/deadlines/dates";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { type UsageKind, usageKinds } from "~/domain/billing/usage-limits";
import { type AdminOutcome, extendTrial, resetUsageCounter, setAdminRole, userDetail } from "~/services/admin/admin-users.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";
import { invariantFound } from "~/web/http-errors.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const detail = await userDetail(context.app.db, params.userId ?? "", new Date());
  invariantFound(detail);
  const { account, subscription, usage } = detail;
  return {
    account: { id: account.id, email: account.email, name: account.name, emailVerified: account.emailVerified, createdAt: account.createdAt.toISOString() },
    plan: planLabel(subscription?.status ?? null, subscription?.tier ?? null),
    subscription: subscription
      ? {
          status: subscription.status,
          trialEnd: subscription.trialEnd?.toISOString() ?? null,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          stripe: Boolean(subscription.stripeSubscriptionId),
        }
      : null,
    usage: { ...usage, shown: formatUsage(usage) },
    isAdmin: detail.isAdmin,
    lastActivity: detail.lastActivity?.toISOString() ?? null,
    supportAccessUntil: detail.supportAccessUntil?.toISOString() ?? null,
    essays: detail.essays.map((essay) => ({ ...essay, updatedAt: essay.updatedAt.toISOString() })),
    history: detail.history,
    audit: detail.audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorEmail: entry.actorEmail,
      at: entry.createdAt.toISOString(),
      after: entry.after,
    })),
  };
}

const MAX_TRIAL_EXTENSION_DAYS = 60;

const adminUserSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("extend-trial"),
    days: z
      .string({ error: "Enter a number of days." })
      .trim()
      .min(1, { error: "Enter a number of days.", abort: true })
      .regex(/^\d{1,3}$/, "Enter a whole number of days.")
      .transform(Number)
      .pipe(z.number().min(1, "Extend by at least 1 day.").max(MAX_TRIAL_EXTENSION_DAYS, `Extend by at most ${MAX_TRIAL_EXTENSION_DAYS} days at a time.`)),
  }),
  z.object({ intent: z.literal("reset-usage"), kind: z.enum(usageKinds) }),
  z.object({ intent: z.literal("grant-admin") }),
  z.object({ intent: z.literal("revoke-admin") }),
]);
type AdminUserInput = z.infer<typeof adminUserSchema>;
type AdminUserAnswer = FormAnswer & { toast: Toast };

const answer = (title: string, outcome: AdminOutcome) =>
  outcome.ok ? data<AdminUserAnswer>({ toast: { title, description: outcome.message } }) : refuse(`${title}: not done`, outcome.message, outcome.status);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const userId = params.userId ?? "";
  const deps = { db: context.app.db, actor: { id: admin.id, email: admin.email }, requestId: context.app.requestId };
  return runIntent<AdminUserInput, ReturnType<typeof data<AdminUserAnswer>>>(
    request,
    adminUserSchema,
    {
      "extend-trial": async ({ days }) =>
        answer("Trial Extended", await extendTrial({ ...deps, stripe: context.app.stripe, settings: context.app.settings }, userId, days, new Date())),
      "reset-usage": async ({ kind }) =>
        answer(
          "Counter Reset",
          await resetUsageCounter({ ...deps, reset: (counter: UsageKind) => context.app.userObject(userId).resetUsage(counter) }, userId, kind),
        ),
      "grant-admin": async () => answer("Admin Granted", await setAdminRole(deps, userId, true)),
      "revoke-admin": async () => answer("Admin Revoked", await setAdminRole(deps, userId, false)),
    },
    (submission) => refuseForm("Not done", submission),
  );
}

const COUNTERS: { kind: UsageKind; label: string; shown: "messages" | "voice" | "essays" }[] = [
  { kind: "textMessages", label: "Chat messages", shown: "messages" },
  { kind: "voiceSeconds", label: "Voice time", shown: "voice" },
  { kind: "essaysCreated", label: "Essays written", shown: "essays" },
];

export default function AdminUser() {
  const page = useLoaderData<typeof loader>();
  const act = useFetcher<AdminUserAnswer>();
  useToastFor(act.data, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  const busy = act.state !== "idle";
  const trial = page.subscription && (page.subscription.status === "trialing" || page.subscription.status === "expired");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to="/admin" className="text-sm font-medium text-brand-700 underline">
          All users
        </Link>
        <h2 className="mt-2 text-xl font-semibold break-all text-slate-900">{page.account.email}</h2>
        <p className="text-sm text-slate-700">
          {page.account.name ? `${page.account.name} · ` : ""}joined {formatDate(page.account.createdAt)} · e-mail{" "}
          {page.account.emailVerified ? "verified" : "not verified"} · last activity {page.lastActivity ? formatDate(page.lastActivity, "dateTime") : "never"}
        </p>
      </div>

      <AdminCard id="plan-heading" title="Plan">
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-700">Plan</dt>
          <dd className="text-slate-900">{page.plan}</dd>
          {page.subscription?.trialEnd ? (
            <>
              <dt className="text-slate-700">Trial ends</dt>
              <dd className="text-slate-900">{formatDate(page.subscription.trialEnd, "dateTime")}</dd>
            </>
          ) : null}
          {page.subscription?.currentPeriodEnd ? (
            <>
              <dt className="text-slate-700">Period ends</dt>
              <dd className="text-slate-900">
                {formatDate(page.subscription.currentPeriodEnd)}
                {page.subscription.cancelAtPeriodEnd ? " (cancels then)" : ""}
              </dd>
            </>
          ) : null}
          <dt className="text-slate-700">Billing</dt>
          <dd className="text-slate-900">{page.subscription?.stripe ? "Stripe" : page.subscription ? "Trial without a card" : "—"}</dd>
        </dl>
        {trial ? <ExtendTrial fetcher={act} busy={busy} /> : <p className="mt-3 text-sm text-slate-700">No trial to extend.</p>}
      </AdminCard>

      <AdminCard id="usage-heading" title="Usage">
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {COUNTERS.map((counter) => (
            <li key={counter.kind} className="flex flex-wrap items-center gap-3">
              <span className="w-36 text-slate-700">{counter.label}</span>
              <span className="w-20 font-medium text-slate-900">{page.usage.shown[counter.shown]}</span>
              <act.Form method="post">
                <input type="hidden" name="intent" value="reset-usage" />
                <input type="hidden" name="kind" value={counter.kind} />
                <Button type="submit" variant="secondary" disabled={busy} aria-label={`Reset ${counter.label.toLowerCase()} to zero`}>
                  Reset
                </Button>
              </act.Form>
            </li>
          ))}
        </ul>
        <table className="mt-4 w-full max-w-lg text-left text-sm">
          <caption className="text-left font-medium text-slate-800">By month</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-4">
                Month
              </th>
              <th scope="col" className="py-1 pr-4">
                Messages
              </th>
              <th scope="col" className="py-1 pr-4">
                Voice sessions
              </th>
              <th scope="col" className="py-1">
                Feedback runs
              </th>
            </tr>
          </thead>
          <tbody>
            {page.history.map((row) => (
              <tr key={row.month} className="border-t border-slate-100 text-slate-900">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {row.month}
                </th>
                <td className="py-1 pr-4">{row.messages}</td>
                <td className="py-1 pr-4">{row.voiceSessions}</td>
                <td className="py-1">{row.feedbackRuns}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminCard>

      <AdminCard id="essays-heading" title="Essays">
        <p className="mt-1 text-sm text-slate-700">
          {page.supportAccessUntil
            ? `They let support read their essays until ${formatDate(page.supportAccessUntil, "dateTime")}. Each reading is in the audit log.`
            : "Titles only: they have not let support read their essays (they can from Account & Billing)."}
        </p>
        {page.essays.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No essays yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {page.essays.map((essay) => (
              <li key={essay.id} className="text-slate-900">
                {page.supportAccessUntil ? (
                  <Link to={`/admin/users/${page.account.id}/essays/${essay.id}`} className="text-brand-700 underline">
                    {`${essay.school}: ${essay.title} (v${essay.version})`}
                  </Link>
                ) : (
                  `${essay.school}: ${essay.title} (v${essay.version})`
                )}
                <span className="text-slate-700">{` · ${essay.status.replace("_", " ")} · ${essay.characters} characters · ${formatDate(essay.updatedAt)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>

      <AdminCard id="role-heading" title="Role">
        <p className="mt-1 text-sm text-slate-700">{page.isAdmin ? "Admin: can open /admin and act on any user." : "User."}</p>
        <act.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={page.isAdmin ? "revoke-admin" : "grant-admin"} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {page.isAdmin ? "Revoke admin" : "Make admin"}
          </Button>
        </act.Form>
      </AdminCard>

      <AdminCard id="history-heading" title="Admin actions on this user">
        {page.audit.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-900">
            {page.audit.map((entry) => (
              <li key={entry.id}>
                {`${formatDate(entry.at, "dateTime")} · ${entry.action} by ${entry.actorEmail}`}
                {entry.after ? <code className="ml-2 text-xs text-slate-700">{JSON.stringify(entry.after)}</code> : null}
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

function ExtendTrial({ fetcher, busy }: { fetcher: ReturnType<typeof useFetcher<AdminUserAnswer>>; busy: boolean }) {
  const [form, fields] = useForm<{ days: string }>({ lastResult: fetcher.data?.result });
  return (
    <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="extend-trial" />
      <Field label="Extend the trial by (days)" field={fields.days} inputMode="numeric" defaultValue="7" className="w-48" required />
      <Button type="submit" disabled={busy}>
        Extend trial
      </Button>
    </fetcher.Form>
  );
}
