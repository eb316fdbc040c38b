import { getFormProps, useForm } from "@conform-to/react";
import type { Credentials } from "~/domain/account/credentials";
import { CREDENTIAL_PROBLEMS } from "~/domain/account/password-rules";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { AuthActionData, Toast } from "~/domain/platform/toast";
import { Button } from "../ui/button";
import { Field, PasswordInput } from "../ui/field";
import { EmailField } from "./email-field";

export type AuthMode = "sign-in" | "sign-up";

// The sign-in and sign-up forms: plain forms posting to /auth (app/routes/auth.tsx), on the sign-in
// page and in the landing page's dialog. They work with no JavaScript: the action answers a refusal
// with the page again, its problems by their fields or in a notice. The pages' small script
// (app/components/no-framework/enhance.js) checks a field when it is left, in the action's words
// (the data-problem-* attributes), and refuses to send a form with a problem.
type AuthFormProps = { mode: AuthMode; googleEnabled: boolean; answer?: AuthActionData | null; email?: string };

export function AuthForm({ mode, googleEnabled, answer, email }: AuthFormProps) {
  const [form, fields] = useForm<Credentials & { firstName?: string }>({ id: `auth-${mode}`, lastResult: answer?.result });
  const missing = { "data-problem-missing": CREDENTIAL_PROBLEMS.missing };
  const notice = noticeOf(answer);
  return (
    <div className="flex flex-col gap-4">
      {notice ? <FormNotice toast={notice} /> : null}
      {googleEnabled ? (
        <form method="post" action="/auth" className="flex flex-col">
          <input type="hidden" name="intent" value="google" />
          <Button type="submit" variant="secondary" data-busy="Please wait…">
            Continue with Google
          </Button>
        </form>
      ) : null}
      <form method="post" action="/auth" className="flex flex-col gap-4" {...getFormProps(form)} data-check="">
        <input type="hidden" name="intent" value={mode} />
        <EmailField
          field={fields.email}
          defaultValue={typeof fields.email.initialValue === "string" ? fields.email.initialValue : email}
          {...missing}
          data-problem-type={CREDENTIAL_PROBLEMS.email}
        />
        <PasswordInput
          label="Password"
          purpose={mode === "sign-in" ? "current" : "new"}
          field={fields.password}
          {...missing}
          data-problem-short={CREDENTIAL_PROBLEMS.shortPassword}
        />
        {mode === "sign-in" ? (
          <a href="/forgot-password" className="-mt-2 self-end text-sm font-medium text-brand-700 underline underline-offset-4">
            Forgot password?
          </a>
        ) : (
          <>
            <Field label="First name (optional)" field={fields.firstName} autoComplete="given-name" maxLength={50} />
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" name="marketing" defaultChecked className="mt-0.5 h-4 w-4" />
              Send me product updates and application tips
            </label>
          </>
        )}
        <Button type="submit" data-busy="Please wait…">
          {mode === "sign-in" ? "Sign In" : "Create Account"}
        </Button>
      </form>
    </div>
  );
}

/** What an action said about a form sent without JavaScript, shown above it (a toast's words). */
export function FormNotice({ toast }: { toast: Toast }) {
  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`rounded-lg border p-4 ${destructive ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}

/** The notice for an answer that is not already shown by its fields. */
export const noticeOf = (answer: (FormAnswer & { toast?: Toast }) | null | undefined) => (answer?.toast && !hasFieldErrors(answer) ? answer.toast : null);
