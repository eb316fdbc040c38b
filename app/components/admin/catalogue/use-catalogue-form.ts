import { useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useToastFor } from "~/components/ui/toast";
import type { CatalogueAnswer } from "~/domain/catalogue/catalogue-edit";
import { hasFieldErrors, lastResultOf } from "~/domain/platform/forms";

// One catalogue form's state: it posts through its own fetcher, so its problems show by its own
// fields only (several forms share the page), and a success is told as a toast.
export function useCatalogueForm<F extends Record<string, unknown>>() {
  const fetcher = useFetcher<CatalogueAnswer>();
  const [form, fields] = useForm<F>({ lastResult: lastResultOf(fetcher) });
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  return { fetcher, form, fields, busy: fetcher.state !== "idle" };
}
