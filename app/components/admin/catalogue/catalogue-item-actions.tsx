import { useFetcher } from "@remix-run/react";
import { Button, type ButtonVariant } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { CatalogueAnswer, CatalogueItemKind } from "~/domain/catalogue/catalogue-edit";

type ItemIntent = "publish" | "discard" | "verify" | "retire";

const labels: Record<ItemIntent, { label: string; busy: string; variant: ButtonVariant }> = {
  publish: { label: "Publish", busy: "Publishing…", variant: "primary" },
  discard: { label: "Discard draft", busy: "Discarding…", variant: "secondary" },
  verify: { label: "Mark checked today", busy: "Saving…", variant: "secondary" },
  retire: { label: "Remove", busy: "Removing…", variant: "danger" },
};

// One button acting on one catalogue row (publish a draft, drop it, mark a published row checked,
// remove it from applicants' view). Its accessible name says which item: "Publish: R2".
export function CatalogueItemAction({ intent, kind, id, name }: { intent: ItemIntent; kind: CatalogueItemKind; id: string; name: string }) {
  const fetcher = useFetcher<CatalogueAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const { label, busy, variant } = labels[intent];
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item" value={kind} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} size="sm" disabled={fetcher.state !== "idle"} aria-label={`${fetcher.state !== "idle" ? busy : label}: ${name}`}>
        {fetcher.state !== "idle" ? busy : label}
      </Button>
    </fetcher.Form>
  );
}
