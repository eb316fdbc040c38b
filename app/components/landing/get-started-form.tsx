import { Form } from "@remix-run/react";
import { useId } from "react";
import { track } from "~/lib/analytics";
import { buttonClasses } from "../ui/button";

// E-mail and Get Started: a GET form to /signup/password, so Enter in the field does the same as
// the button, and the typed e-mail travels as ?email= (dropped when empty).
export function GetStartedForm() {
  const id = useId();
  return (
    <Form
      method="get"
      action="/signup/password"
      className="mx-auto mt-8 flex max-w-md flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
        if (!input.value.trim()) input.disabled = true;
        else track("email_captured");
        track("get_started");
      }}
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
        className="h-12 flex-1 rounded-md border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500"
      />
      <button type="submit" className={buttonClasses("primary", "lg")}>
        Get Started
      </button>
    </Form>
  );
}
