import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/cloudflare";
import { ReaderDate } from "~/components/ui/reader-time";
import { getFormProps, useForm } from "@conform-to/react";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { UserEssaysCard } from "~/components/admin/user/user-essays-card";
import { UserPlanCard } from "~/components/admin/user/user-plan-card";
import { UserAuditCard, UserRoleCard } from "~/components/admin/user/user-role-card";
import { UserUsageCard } from "~/components/admin/user/user-usage-card";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { formatUsage, planLabel } from "~/domain/catalogue/admin-view";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { type UsageKind, usageKinds } from "~/domain/billing/usage-limits";
import { type AdminOutcome, extendTrial, resetUsageCounter, setAdminRole } from "~/services/admin/admin-user-actions.server";
import { userDetail } from "~/services/admin/admin-users.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";
import { invariantFound } from "~/web/http-errors.server";
import { ReaderTime } from "~/components/ui/reader-time";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const userId = params.userId ?? "";
  const detail = await userDetail(context.app.db, context.app.userObject(userId).conversations, userId, new Date());
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
  // The applicant's own pages show what an operator changes: their memo goes with the change.
  context.app.pageMemo.wroteFor(userId);
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
          await resetUsageCounter({ ...deps, reset: (counter: UsageKind) => context.app.userObject(userId).usage.reset(counter) }, userId, kind),
        ),
      "grant-admin": async () => answer("Admin Granted", await setAdminRole(deps, userId, true)),
      "revoke-admin": async () => answer("Admin Revoked", await setAdminRole(deps, userId, false)),
    },
    (submission) => refuseForm("Not done", submission),
  );
}

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
          {page.account.name ? `${page.account.name} · ` : ""}joined <ReaderDate value={page.account.createdAt} /> · e-mail{" "}
          {page.account.emailVerified ? "verified" : "not verified"} · last activity {page.lastActivity ? <ReaderTime iso={page.lastActivity} /> : "never"}
        </p>
      </div>
      <UserPlanCard plan={page.plan} subscription={page.subscription}>
        {trial ? <ExtendTrial fetcher={act} busy={busy} /> : <p className="mt-3 text-sm text-slate-700">No trial to extend.</p>}
      </UserPlanCard>
      <UserUsageCard shown={page.usage.shown} history={page.history} fetcher={act} busy={busy} />
      <UserEssaysCard userId={page.account.id} essays={page.essays} supportAccessUntil={page.supportAccessUntil} />
      <UserRoleCard isAdmin={page.isAdmin} fetcher={act} busy={busy} />
      <UserAuditCard audit={page.audit} />
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
