import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage } from "~/components/account/auth-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { PasswordInput } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import { RESET_LINK_LIFETIME } from "~/domain/account/password-rules";
import { PASSWORD_FIELDS, resetPasswordSchema } from "~/domain/account/password-schema";
import type { Toast } from "~/domain/platform/toast";
import { resetPassword } from "~/services/account/passwords.server";
import { keepRetryAfter, readForm, refuseField, refuseForm } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";
import { RELOAD_DOCUMENT } from "~/lib/no-framework";

export const meta: MetaFunction = () => [{ title: "Choose a new password · Scout" }, { name: "robots", content: "noindex" }];

const ERROR_TITLE = "Password Reset Error";

// A refusal by the credential guard says when to try again.
export const headers = keepRetryAfter;

// The e-mailed link goes to better-auth's /api/auth/reset-password/:token, which checks the token
// and comes back here with it (?token=…), or with ?error=INVALID_TOKEN when it is used or expired.
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token")?.slice(0, 200) ?? "";
  return { token: query.get("error") || !token ? null : token };
}

// Sets the new password. The token works once; every session of the account ends (better-auth's
// revokeSessionsOnPasswordReset), so the user signs in again with the new password.
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), resetPasswordSchema);
  if (submission.status !== "success") return refuseForm(ERROR_TITLE, submission, { hideFields: PASSWORD_FIELDS });
  try {
    const outcome = await resetPassword(context.app.auth, request.headers, submission.value);
    if (outcome.ok) {
      return redirectWithToast(context, "/?sign-in", { title: "Password Reset", description: "Sign in with your new password." }, { headers: RELOAD_DOCUMENT });
    }
    switch (outcome.reason) {
      case "invalid-token":
        return data({ expired: true as const }, 400);
      case "invalid-password":
        return refuseField(ERROR_TITLE, "newPassword", outcome.message);
      case "rate-limited": {
        const toast: Toast = { title: ERROR_TITLE, description: outcome.message, variant: "destructive" };
        return data({ toast }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
      }
    }
  } catch (error) {
    console.error("password reset failed", error);
    const toast: Toast = { title: "Something went wrong", description: "Please try again", variant: "destructive" };
    return data({ toast }, 500);
  }
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const expired = !token || Boolean(answer && "expired" in answer);
  const [form, fields] = useForm<{ token: string; newPassword: string }>({
    lastResult: answer && "result" in answer ? (answer as FormAnswer).result : undefined,
  });
  useToastFor(answer, (reply) => ("toast" in reply && !hasFieldErrors(reply as FormAnswer) ? reply.toast : null));
  if (expired) {
    return (
      <AuthPage>
        <h1 className="text-2xl font-bold text-slate-900">This reset link no longer works</h1>
        <p className="mt-2 text-slate-700">{`It has expired or was already used. ${RESET_LINK_LIFETIME} Ask for a new one below.`}</p>
        <Link to="/forgot-password" className={`${buttonClasses("primary")} mt-6 w-full`}>
          Ask for a new link
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
      <p className="mt-2 text-slate-700">Once it is set, every device signed in to your account is signed out, and you sign in with the new password.</p>
      <Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name={fields.token.name} value={token} />
        <PasswordInput label="New password" purpose="new" field={fields.newPassword} />
        <Button type="submit" disabled={busy}>
          {busy ? "Please wait…" : "Reset password"}
        </Button>
      </Form>
    </AuthPage>
  );
}
