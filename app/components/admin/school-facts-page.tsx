import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";

// What a school's dates and its season facts share in /admin: the page (a way back to every
// school's list, the school in its heading, what applicants read), a row's Remove button, and the
// card that adds one. Entries are added with their source or removed, never edited in place.

export function SchoolFactsPage({ back, heading, children }: { back: { to: string; label: string }; heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <Link to={back.to} className="text-sm font-medium text-brand-700 underline">
        {back.label}
      </Link>
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {children}
    </div>
  );
}

/** A table row's Remove button; its label names the row for a screen reader. */
export function RemoveRowButton({
  value,
  label,
  disabled,
  intent = "remove",
  name = "id",
}: {
  value: string;
  label: string;
  disabled?: boolean;
  intent?: string;
  name?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant="secondary" disabled={disabled} aria-label={label}>
        Remove
      </Button>
    </Form>
  );
}

/** The card that adds an entry (intent `add`), its fields in two columns on a wide screen. */
export function AddEntryCard({
  form,
  heading,
  submit,
  busy,
  children,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>;
  heading: string;
  submit: string;
  busy: boolean;
  children: ReactNode;
}) {
  const headingId = `${form.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h3>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="add" />
        {children}
        <Button type="submit" disabled={busy} className="self-start">
          {submit}
        </Button>
      </Form>
    </section>
  );
}
