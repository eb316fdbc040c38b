import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import type { SupportAccessAnswer } from "~/components/account/support-access";
import type { EmailSettingAnswer } from "~/components/account/email-setting";
import type { ArchiveAnswer } from "~/components/export/account-archive";
import { archiveRequestAction } from "./archive-action.server";
import { type SupportAccessHours, supportAccessDurations } from "~/domain/account/support-access";
import { PASSWORD_FIELDS, changePasswordSchema } from "~/domain/account/password-schema";
import type { FormAnswer } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { changePassword } from "~/services/account/passwords.server";
import { grantSupportAccess, revokeSupportAccess } from "~/services/account/support-access.server";
import { setEmailPreference } from "~/services/platform/email-preferences.server";
import { type EmailSettingIntent, emailSettingIntents, emailSettingOfIntent, emailSettings } from "~/domain/platform/email-settings";
import { customerPortalUrl } from "~/services/billing/checkout.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import type { SessionUser } from "~/web/session.server";

// The account page's action: the billing portal, the password, support access and reminders.
const PORTAL_ERROR: Toast = { title: "Error", description: "Failed to open subscription management portal", variant: "destructive" };

const PASSWORD_ERROR = "Password Not Changed";

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
  z.object({ intent: z.enum(emailSettingIntents), on: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({ intent: z.literal("request-archive") }),
]);
type AccountActionInput = z.infer<typeof accountActionSchema>;

/** What the portal's fetcher reads: the portal's URL, or why there is none. */
export type PortalAnswer = { url: string } | { toast: Toast };
/** What the password form's fetcher reads: a toast, and the problems by field when refused. */
export type PasswordAnswer = FormAnswer & { toast: Toast; changed?: boolean };
type AccountReply = ReturnType<typeof data<PortalAnswer | PasswordAnswer | SupportAccessAnswer | EmailSettingAnswer | ArchiveAnswer>>;

// portal: a Stripe billing portal session for the user's own customer.
// change-password: the user's own password, given the current one (every other session ends).
// each e-mail setting's intent (emailSettings): that kind of e-mail on or off for the user.
export async function accountAction(context: AppLoadContext, request: Request, user: SessionUser) {
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
      ...emailSettingHandlers(context, user),
    },
    (submission) => refuseForm(PASSWORD_ERROR, submission, { hideFields: PASSWORD_FIELDS }),
  );
}

/** Each e-mail setting's intent: that kind of e-mail on or off for the user, answered with the setting's own toast. */
function emailSettingHandlers(context: AppLoadContext, user: SessionUser) {
  const handle = async ({ intent, on }: { intent: EmailSettingIntent; on: boolean }) => {
    const key = emailSettingOfIntent(intent);
    await setEmailPreference(context.app.db, user.id, key, on);
    return reply({ toast: on ? emailSettings[key].toastOn : emailSettings[key].toastOff, on });
  };
  return Object.fromEntries(emailSettingIntents.map((intent) => [intent, handle])) as Record<EmailSettingIntent, typeof handle>;
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
