import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useFetcher, useNavigation } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { track } from "~/lib/analytics";
import { logAuthEvent, pendingNewsletter } from "~/lib/browser-storage";
import { type Credentials, credentialsSchema, signUpSchema } from "~/domain/account/credentials";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { AuthActionData } from "~/domain/platform/toast";
import { LegalLinks } from "./site-header";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";
import { Field, PasswordInput } from "./ui/field";
import { showToast, useToastFor } from "./ui/toast";

export type AuthMode = "sign-in" | "sign-up";

type AuthModalProps = { open: boolean; initialMode: AuthMode; googleEnabled: boolean; onClose: () => void };

// Opening the modal starts a fresh form: e-mail, password and the checkbox are reset (the dialog's
// content exists only while it is open), and the e-mail field has the focus.
export function AuthModal({ open, initialMode, googleEnabled, onClose }: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // Each opening starts in the mode asked for. Set while rendering, not in an effect: the form
  // then mounts once, so the focus the dialog gives its e-mail field stays there.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode(initialMode);
  }
  useEffect(() => {
    if (open) track("modal_opened", { modal: "auth", mode: initialMode });
  }, [open, initialMode]);
  const email = useRef<HTMLInputElement>(null);
  const title = mode === "sign-in" ? "Sign In" : "Create Account";
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus={email}>
      <AuthForm key={mode} mode={mode} googleEnabled={googleEnabled} emailRef={email} />
      <p className="mt-4 text-center text-sm text-slate-700">
        {mode === "sign-in" ? "Don't have an account?" : "Already have an account?"}{" "}
        <button
          type="button"
          className="font-medium text-brand-700 underline underline-offset-4"
          onClick={() => setMode(mode === "sign-in" ? "sign-up" : "sign-in")}
        >
          {mode === "sign-in" ? "Sign up" : "Sign in"}
        </button>
      </p>
      <LegalLinks className="mt-4 text-center text-xs text-slate-700" />
    </Dialog>
  );
}

function AuthForm({ mode, googleEnabled, emailRef }: { mode: AuthMode; googleEnabled: boolean; emailRef: RefObject<HTMLInputElement | null> }) {
  const fetcher = useFetcher<AuthActionData>();
  const navigation = useNavigation();
  const [marketing, setMarketing] = useState(true);
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(new Set());
  const busy = fetcher.state !== "idle";
  // The same schema as the action: a problem shows by its field before anything is sent.
  const [form, fields] = useForm<Credentials & { firstName?: string }>({
    lastResult: fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mode === "sign-up" ? signUpSchema : credentialsSchema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A field not typed in shows no problem until the form is sent (a refused submission, here or
  // by the action): the e-mail field has the focus on opening, and leaving it (for "Sign up",
  // say) must not flash a message under it, which would also move what is being clicked.
  const quiet = (field: { name: string }) => form.status !== "error" && !typedIn.has(field.name);
  useToastFor(fetcher.data, (result) => {
    logAuthEvent(`${mode}_error`);
    return hasFieldErrors(result) ? null : result.toast;
  });
  // Success is the action's redirect (its welcome toast comes with the next page): the fetcher
  // waits while the page it redirected to loads (a refusal's revalidation is no navigation).
  const signedIn = fetcher.state === "loading" && navigation.state === "loading";
  useEffect(() => {
    if (!signedIn) return;
    logAuthEvent(`${mode}_success`);
    track(mode === "sign-in" ? "login" : "sign_up");
  }, [signedIn]);
  return (
    <div className="flex flex-col gap-4">
      {googleEnabled ? <GoogleButton /> : null}
      <fetcher.Form
        method="post"
        action="/auth"
        className="flex flex-col gap-4"
        {...getFormProps(form)}
        onInput={(event) => {
          const name = (event.target as HTMLInputElement).name;
          if (!typedIn.has(name)) setTypedIn(new Set(typedIn).add(name));
        }}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          const email = String(new FormData(event.currentTarget).get("email") ?? "");
          logAuthEvent(`${mode}_attempt`, email);
          // Set before sign-up so the opt-in survives the trip through e-mail verification.
          if (mode === "sign-up" && marketing) pendingNewsletter.set();
        }}
      >
        <input type="hidden" name="intent" value={mode} />
        <Field ref={emailRef} label="Email" field={fields.email} hideError={quiet(fields.email)} type="email" autoComplete="email" required maxLength={254} />
        <PasswordInput label="Password" purpose={mode === "sign-in" ? "current" : "new"} field={fields.password} hideError={quiet(fields.password)} />
        {mode === "sign-in" ? (
          <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-brand-700 underline underline-offset-4">
            Forgot password?
          </Link>
        ) : null}
        {mode === "sign-up" ? <Field label="First name (optional)" field={fields.firstName} autoComplete="given-name" maxLength={50} /> : null}
        {mode === "sign-up" ? (
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="marketing" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} className="mt-0.5 h-4 w-4" />
            Send me product updates and application tips
          </label>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Please wait…" : mode === "sign-in" ? "Sign In" : "Create Account"}
        </Button>
      </fetcher.Form>
    </div>
  );
}

function GoogleButton() {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const response = await fetch("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ provider: "google", callbackURL: "/app" }),
      });
      const body = (await response.json()) as { url?: string; message?: string };
      if (!response.ok || !body.url) throw new Error(body.message || "Google sign-in is unavailable right now.");
      window.location.assign(body.url);
    } catch (error) {
      setBusy(false);
      showToast({ title: "Google Sign-In Error", description: (error as Error).message, variant: "destructive" });
    }
  }
  return (
    <Button variant="secondary" onClick={start} disabled={busy}>
      Continue with Google
    </Button>
  );
}
