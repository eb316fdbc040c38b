import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef, useId } from "react";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/account/password-rules";

// The one way a form shows a field (docs/forms.md): a label tied to its control, a hint (the rules
// a value must meet) under it before anything is sent, and the field's problem, announced, tied to
// it with aria-describedby and marked with aria-invalid. `field` is conform's field (fields.x):
// it gives the control its id and name and the first of its problems, so no form reads
// `errors[0]` itself. An `error` of the form's own (a page without conform) is shown the same way.

/** conform's field metadata, as much of it as a field shows. */
export type FieldMeta = { id: string; name: string; errors?: string[] };

type FieldProps = {
  label: string;
  /** conform's field: the control's id and name, and its first problem. */
  field?: FieldMeta;
  error?: string;
  hint?: string;
  /** Keep the field's problem to itself for now (the sign-in form, until a field is typed in). */
  hideError?: boolean;
  className?: string;
};

/** A field's props split: the frame's (label, hint, problem), the control's wiring, and the rest for the control itself. */
function useFieldWiring<P extends FieldProps & { id?: string; name?: string }>({ label, field, error, hint, hideError, className, id, name, ...rest }: P) {
  const generated = useId();
  const fieldId = id ?? field?.id ?? generated;
  const shownError = hideError ? undefined : (error ?? field?.errors?.[0]);
  const describedBy = [shownError ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ");
  return {
    frame: { fieldId, label, error: shownError, hint, className },
    control: { id: fieldId, name: name ?? field?.name, "aria-invalid": shownError ? true : undefined, "aria-describedby": describedBy || undefined },
    rest,
  };
}

function FieldFrame({
  fieldId,
  label,
  error,
  hint,
  className,
  children,
}: {
  fieldId: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
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

type FieldInputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled input. */
export const Field = forwardRef<HTMLInputElement, FieldInputProps>(function Field(props, ref) {
  const { frame, control, rest } = useFieldWiring(props);
  return (
    <FieldFrame {...frame}>
      <input ref={ref} {...control} className="block h-10 w-full rounded-md border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500" {...rest} />
    </FieldFrame>
  );
});

/**
 * The one password field. A new password carries the one password rule
 * (app/domain/account/password-rules.ts): its length limits and the hint that states them; the
 * current password only the maximum (the rule may have changed since it was set).
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<FieldInputProps, "type" | "minLength" | "maxLength" | "autoComplete"> & { purpose: "current" | "new" }
>(function PasswordInput({ purpose, hint, ...props }, ref) {
  const rule = purpose === "new" ? { minLength: PASSWORD_MIN_LENGTH, hint: hint ?? PASSWORD_HINT } : { hint };
  return (
    <Field
      ref={ref}
      type="password"
      autoComplete={purpose === "new" ? "new-password" : "current-password"}
      required
      maxLength={PASSWORD_MAX_LENGTH}
      {...rule}
      {...props}
    />
  );
});

/** A labelled select. */
export function SelectField({ children, ...props }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const { frame, control, rest } = useFieldWiring(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900" {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled text area; `mono` for text that is code-like (a prompt). */
export function TextAreaField({ mono, ...props }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { mono?: boolean }) {
  const { frame, control, rest } = useFieldWiring(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={`block w-full rounded-md border border-slate-300 p-3 text-sm text-slate-900${mono ? " font-mono" : ""}`} {...rest} />
    </FieldFrame>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({
  label,
  name,
  value,
  defaultChecked,
  hint,
}: {
  label: string;
  name: string;
  /** What a ticked box sends (several boxes of one name send a list); "on" when not given. */
  value?: string;
  defaultChecked?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        value={value}
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
