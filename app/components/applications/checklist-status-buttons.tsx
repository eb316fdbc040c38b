import type { ChecklistEntry } from "~/domain/applications/checklist";
import { StatusMoves } from "../ui/status-moves";
import { CHECKLIST_ACTION, useChecklistFetcher } from "./use-checklist-action";

/** The moves from where the item stands: to do → done or not needed, and back to do. */
export function StatusButtons({ school, entry }: { school: string; entry: ChecklistEntry }) {
  const fetcher = useChecklistFetcher();
  const target: Record<string, string> = entry.itemId ? { intent: "custom-status", itemId: entry.itemId } : { intent: "item-status", school, kind: entry.kind };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <StatusMoves fetcher={fetcher} action={CHECKLIST_ACTION} school={school} item={entry} target={target} />
    </div>
  );
}
