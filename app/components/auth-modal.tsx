import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { track } from "~/lib/analytics";
import { logAuthEvent, pendingNewsletter } from "~/lib/browser-storage";
import { type Credentials, credentialsSchema } from "~/domain/credentials";
import { hasFieldErrors } from "~/domain/forms";
import type { AuthActionData } from "~/domain/toast";
import { LegalLinks } from "./site-header";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";
import { Input } from "./ui/input";
import { showToast, useToastFor } from "./ui/toast";

export type AuthMode = "sign-in" | "sign-up";

// Post-login routing waits this long (500 ms) after the welcome toast.
const ROUTING_DELAY_MS = 500;

type AuthModalProps = { open: boolean; initialMode: AuthMode; googleEnabled: boolean; onClose: () => void };

// Opening the modal starts a fresh form: e-mail, password and the checkbox are reset.
export function AuthModal({ open, initialMode, googleEnabled, onClose }: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    if (!open) return;
    setMode(initialMode);
    setOpenings((count) => count + 1);
    track("modal_opened", { modal: "auth", mode: initialMode });
  }, [open, initialMode]);
  const title = mode === "sign-in" ? "Sign In" : "Create Account";
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <AuthForm key={`${openings}-${mode}`} mode={mode} googleEnabled={googleEnabled} />
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

function AuthForm({ mode, googleEnabled }: { mode: AuthMode; googleEnabled: boolean }) {
  const fetcher = useFetcher<AuthActionData>();
  const navigate = useNavigate();
  const [marketing, setMarketing] = useState(true);
  const busy = fetcher.state !== "idle";
  // The same schema as the action: a problem shows by its field before anything is sent.
  const [form, fields] = useForm<Credentials>({
    lastResult: fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: credentialsSchema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useToastFor(fetcher.data, (result) => {
    logAuthEvent(result.ok ? `${mode}_success` : `${mode}_error`);
    if (!result.ok) return hasFieldErrors(result) ? null : result.toast;
    track(mode === "sign-in" ? "login" : "sign_up");
    setTimeout(() => navigate(result.redirectTo), ROUTING_DELAY_MS);
    return result.toast;
  });
  return (
    <div className="flex flex-col gap-4">
      {googleEnabled ? <GoogleButton /> : null}
      <fetcher.Form
        method="post"
        action="/auth"
        className="flex flex-col gap-4"
        {...getFormProps(form)}
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
        <Input
          label="Email"
          id={fields.email.id}
          name={fields.email.name}
          error={fields.email.errors?.[0]}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <Input
          label="Password"
          id={fields.password.id}
          name={fields.password.name}
          error={fields.password.errors?.[0]}
          type="password"
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          required
          maxLength={128}
        />
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
