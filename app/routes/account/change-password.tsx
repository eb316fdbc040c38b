import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { PasswordInput } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { PasswordAnswer } from "./account-action.server";

// The current password and a new one; problems show by their field, success as a toast.
export function ChangePassword() {
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
        <PasswordInput label="Current password" purpose="current" field={fields.currentPassword} />
        <PasswordInput label="New password" purpose="new" field={fields.newPassword} />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Please wait…" : "Change password"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
