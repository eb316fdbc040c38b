import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

// A labelled select or text area, with its hint and error tied to it the way Input does.

type FieldProps = { label: string; error?: string; hint?: string; className?: string };

function useFieldIds(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ");
  return { fieldId, describedBy: describedBy || undefined };
}

function FieldFrame({ fieldId, label, error, hint, className, children }: FieldProps & { fieldId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ label, error, hint, className, id, children, ...props }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-md border border-slate-300 p-3 text-sm text-slate-900"
        {...props}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({ label, name, defaultChecked, hint }: { label: string; name: string; defaultChecked?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-400"
      />
      <div>
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
