import { AuthForm, type AuthMode } from "./auth-forms";
import { LegalLinks } from "../shell/site-header";

const TITLES: Record<AuthMode, string> = { "sign-in": "Sign In", "sign-up": "Create Account" };

// The landing page's sign-in dialog: a native <dialog>, opened by the page's script (enhance.js)
// from any [data-open-auth] control, which without it is a way to the sign-in page (/auth). Each
// mode's form waits in a <template> and is copied in fresh when the dialog opens or changes mode,
// so the page holds one form at a time and each opening starts empty; asked for in the address
// (`open`), the dialog is rendered open with the sign-in form in it.
export function AuthDialog({ googleEnabled, open }: { googleEnabled: boolean; open: boolean }) {
  return (
    <dialog
      data-auth-dialog=""
      open={open}
      aria-labelledby="auth-dialog-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-6">
        <form method="dialog">
          <button type="submit" aria-label="Close" className="absolute right-3 top-3 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100">
            ✕
          </button>
        </form>
        <h2 id="auth-dialog-title" data-dialog-title="" className="pr-8 text-lg font-semibold">
          {TITLES["sign-in"]}
        </h2>
        <div className="mt-4" data-auth-body="">
          {open ? <Panel mode="sign-in" googleEnabled={googleEnabled} /> : null}
        </div>
        <template data-auth-panel="sign-in" data-title={TITLES["sign-in"]}>
          <Panel mode="sign-in" googleEnabled={googleEnabled} />
        </template>
        <template data-auth-panel="sign-up" data-title={TITLES["sign-up"]}>
          <Panel mode="sign-up" googleEnabled={googleEnabled} />
        </template>
        <LegalLinks className="mt-4 text-center text-xs text-slate-700" />
      </div>
    </dialog>
  );
}

function Panel({ mode, googleEnabled }: { mode: AuthMode; googleEnabled: boolean }) {
  const other: AuthMode = mode === "sign-in" ? "sign-up" : "sign-in";
  return (
    <>
      <AuthForm mode={mode} googleEnabled={googleEnabled} />
      {/* Without the script (the dialog rendered open), the sign-in page in the other mode. */}
      <form method="get" action="/auth" className="mt-4 text-center text-sm text-slate-700">
        {mode === "sign-in" ? "Don't have an account?" : "Already have an account?"} <input type="hidden" name="mode" value={other} />
        <button type="submit" data-auth-switch={other} className="font-medium text-brand-700 underline underline-offset-4">
          {mode === "sign-in" ? "Sign up" : "Sign in"}
        </button>
      </form>
    </>
  );
}
