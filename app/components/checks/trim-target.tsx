import type { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import type { ParsedLimit } from "~/domain/essays/essay-rules";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

type TrimTargetDialogProps = {
  open: boolean;
  ask: ReturnType<typeof useFetcher<EssayActionData>>;
  action: string;
  dirty: boolean;
  limit: ParsedLimit;
  target: string;
  onTarget: (target: string) => void;
  onCancel: () => void;
};

/** "Trim with Scout": the number to trim to (the school's word limit to start with) and why Scout may not trim yet. */
export function TrimTargetDialog({ open, ask, action, dirty, limit, target, onTarget, onCancel }: TrimTargetDialogProps) {
  const targetId = useId();
  const hintId = useId();
  const unit = limit?.kind === "characters" ? "characters" : "words";
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Trim with Scout"
      description="Scout proposes cuts only: your words, in your order, some left out. You accept or reject each cut."
    >
      <ask.Form method="post" action={action} className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="intent" value="trim" />
        <label htmlFor={targetId} className="text-sm font-medium text-slate-800">{`Trim to (${unit})`}</label>
        <input
          id={targetId}
          name="target"
          inputMode="numeric"
          pattern="[0-9]*"
          value={target}
          onChange={(event) => onTarget(event.target.value)}
          aria-describedby={hintId}
          className="h-10 w-40 rounded-md border border-slate-300 px-3"
        />
        <p id={hintId} className="text-sm text-slate-700">
          {dirty
            ? "Save first: Scout trims the saved text."
            : limit
              ? `The school's limit is ${limit.max} ${unit}.`
              : "This essay has no limit: type a number."}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={dirty || ask.state !== "idle"}>
            {ask.state !== "idle" ? "Finding cuts…" : "Propose cuts"}
          </Button>
        </div>
      </ask.Form>
    </Dialog>
  );
}
