import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthPage } from "~/components/account/auth-page";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import { RESET_LINK_LIFETIME, RESET_LINK_SENT } from "~/domain/account/password-rules";
import { forgotPasswordSchema } from "~/domain/account/password-schema";
import type { Toast } from "~/domain/platform/toast";
import { requestPasswordReset } from "~/services/account/passwords.server";
import { keepRetryAfter, readForm, refuseForm } from "~/web/intent-action.server";
import { EmailField } from "~/components/account/email-field";

export const meta: MetaFunction = () => [{ title: "Reset your password · Scout" }];

const ERROR_TITLE = "Password Reset Error";

// A refusal by the credential guard says when to try again.
export const headers = keepRetryAfter;

// The e-mail may come from the page that linked here (sign-up step 1 passes what was typed).
export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "" };
}

// Sends a reset link when an account has the e-mail, and answers the same either way: the page
// never says whether an account exists. Requests are counted per client and per e-mail by the
// credential guard (better-auth's `before` hook), as the same endpoint over HTTP is.
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), forgotPasswordSchema);
  if (submission.status !== "success") return refuseForm(ERROR_TITLE, submission);
  try {
    const outcome = await requestPasswordReset(context.app.auth, request.headers, submission.value.email);
    if (!outcome.ok) {
      const toast: Toast = { title: ERROR_TITLE, description: outcome.message, variant: "destructive" };
      return data({ toast }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
    }
    return { sent: true as const };
  } catch (error) {
    console.error("password reset request failed", error);
    const toast: Toast = { title: "Something went wrong", description: "Please try again", variant: "destructive" };
    return data({ toast }, 500);
  }
}

export default function ForgotPassword() {
  const { email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const sent = Boolean(answer && "sent" in answer);
  const [form, fields] = useForm<{ email: string }>({
    lastResult: answer && "result" in answer ? (answer as FormAnswer).result : undefined,
  });
  useToastFor(answer, (reply) => ("toast" in reply && !hasFieldErrors(reply as FormAnswer) ? reply.toast : null));
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) message.current?.focus();
  }, [sent]);
  return (
    <AuthPage>
      <h1 className="text-2xl font-bold text-slate-900">Reset your password</h1>
      {sent ? (
        <>
          <p ref={message} tabIndex={-1} role="status" className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-900">
            {RESET_LINK_SENT}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            {RESET_LINK_LIFETIME} Nothing came?{" "}
            <Link to="/forgot-password" className="font-medium text-brand-700 underline underline-offset-4">
              Send another link
            </Link>
            .
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Enter the e-mail of your account and we'll send you a link to choose a new password.</p>
          <Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
            <EmailField field={fields.email} defaultValue={email} />
            <Button type="submit" disabled={busy}>
              {busy ? "Please wait…" : "Send reset link"}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{" "}
        <a href="/?sign-in" className="font-medium text-brand-700 underline underline-offset-4">
          Sign in
        </a>
      </p>
    </AuthPage>
  );
}
