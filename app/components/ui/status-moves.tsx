import type { FetcherWithComponents } from "@remix-run/react";
import type { ChecklistStatus } from "~/domain/applications/checklist-items";
import { Button } from "./button";

type Item = { status: ChecklistStatus; label: string; itemId: string | null };

/**
 * The moves from where a checklist item stands (to do → done or not needed, and back to do), and
 * Remove for the applicant's own items: one form each, posted by the checklist's own fetcher to its
 * action with the fields that name the item (`target`). The application checklist and the
 * checklist after choosing a school both use it.
 */
export function StatusMoves<T>(props: { fetcher: FetcherWithComponents<T>; action: string; school: string; item: Item; target: Record<string, string> }) {
  const { fetcher, action, school, item, target } = props;
  const moves: { status: ChecklistStatus; text: string }[] =
    item.status === "to_do"
      ? [
          { status: "done", text: "Mark done" },
          { status: "not_needed", text: "Not needed" },
        ]
      : [{ status: "to_do", text: "Undo" }];
  const busy = fetcher.state !== "idle";
  return (
    <>
      {moves.map((move) => (
        <fetcher.Form key={move.status} method="post" action={action}>
          {Object.entries(target).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="status" value={move.status} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`${move.text}: ${item.label}, ${school}`}>
            {move.text}
          </Button>
        </fetcher.Form>
      ))}
      {item.itemId ? (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="remove-item" />
          <input type="hidden" name="itemId" value={item.itemId} />
          <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${item.label} from ${school}'s checklist`}>
            Remove
          </Button>
        </fetcher.Form>
      ) : null}
    </>
  );
}
