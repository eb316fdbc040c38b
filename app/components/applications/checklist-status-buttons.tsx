import type { ChecklistEntry } from "~/domain/applications/checklist";
import type { ChecklistStatus } from "~/domain/applications/checklist-items";
import { Button } from "../ui/button";
import { CHECKLIST_ACTION, useChecklistFetcher } from "./use-checklist-action";

/** The moves from where the item stands: to do → done or not needed, and back to do. */
export function StatusButtons({ school, entry }: { school: string; entry: ChecklistEntry }) {
  const fetcher = useChecklistFetcher();
  const target = entry.itemId ? { intent: "custom-status", itemId: entry.itemId } : { intent: "item-status", school, kind: entry.kind };
  const moves: { status: ChecklistStatus; text: string }[] =
    entry.status === "to_do"
      ? [
          { status: "done", text: "Mark done" },
          { status: "not_needed", text: "Not needed" },
        ]
      : [{ status: "to_do", text: "Undo" }];
  const busy = fetcher.state !== "idle";
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {moves.map((move) => (
        <fetcher.Form key={move.status} method="post" action={CHECKLIST_ACTION}>
          {Object.entries(target).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="status" value={move.status} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`${move.text}: ${entry.label}, ${school}`}>
            {move.text}
          </Button>
        </fetcher.Form>
      ))}
      {entry.itemId ? (
        <fetcher.Form method="post" action={CHECKLIST_ACTION}>
          <input type="hidden" name="intent" value="remove-item" />
          <input type="hidden" name="itemId" value={entry.itemId} />
          <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${entry.label} from ${school}'s checklist`}>
            Remove
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
