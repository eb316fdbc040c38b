import { useId } from "react";
import { buttonClasses } from "../ui/button";

// E-mail and Get Started: a GET form to /signup/password, so Enter in the field does the same as
// the button, and the typed e-mail travels as ?email= (the page's script drops it when empty and
// counts the click: app/components/no-framework/enhance.js).
export function GetStartedForm() {
  const id = useId();
  return (
    <form
      method="get"
      action="/signup/password"
      className="mx-auto mt-8 flex max-w-md flex-col gap-2 sm:flex-row"
      data-drop-empty="email"
      data-track-submit="get_started"
    >
      <label htmlFor={id} className="sr-only">
        Email
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={254}
        className="h-12 rounded-md border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 sm:flex-1"
      />
      <button type="submit" className={buttonClasses("primary", "lg")}>
        Get Started
      </button>
    </form>
  );
}
