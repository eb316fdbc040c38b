import type { ComponentProps } from "react";
import { Field } from "../ui/field";

/**
 * The account's e-mail as every sign-in, sign-up and reset form asks for it: the browser may offer
 * the saved address, and 254 characters is the longest an address can be.
 */
export function EmailField(props: Omit<ComponentProps<typeof Field>, "label" | "type" | "autoComplete" | "required" | "maxLength">) {
  return <Field label="Email" type="email" autoComplete="email" required maxLength={254} {...props} />;
}
