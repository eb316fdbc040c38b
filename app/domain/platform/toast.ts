// A toast: what the product's error and success messages are shown as. Plain types here;
// the server validates with the schema in web/toast.server.ts (zod stays out of the browser).
import type { FormAnswer } from "./forms";

export type ToastVariant = "default" | "destructive";

export type Toast = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
};

export type ShownToast = Toast & { id: string; variant: ToastVariant };

export const DEFAULT_TOAST_MS = 5_000;

/** What the school list's action answers (app/routes/app.schools.tsx), read by its fetchers. */
export type SchoolActionData = FormAnswer & { toast: Toast; expired?: boolean };

/** What the sign-in page (app/routes/auth.tsx) shows when its action refuses (success is a redirect with its toast). */
export type AuthActionData = FormAnswer & { ok: false; toast: Toast };
