import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { hasFieldErrors } from "~/domain/platform/forms";
import { TITLE_LIMIT } from "~/domain/essays/essay-rules";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";
import { useToastFor } from "../ui/toast";

// Renames the essay (all its versions together).
export function RenameDialog({ open, onClose, essayId, title }: { open: boolean; onClose: () => void; essayId: string; title: string }) {
  const rename = useFetcher<EssayActionData>();
  // Checked by the action alone (the editor ships no schema): its problems show by the field.
  const [form, fields] = useForm<{ title: string }>({ lastResult: rename.data?.result });
  useToastFor(rename.data, (answer) => {
    if (hasFieldErrors(answer)) return null;
    if (answer.toast.variant !== "destructive") onClose();
    return answer.toast;
  });
  return (
    <Dialog open={open} onClose={onClose} title="Rename essay">
      <rename.Form method="post" action={`/app/essays/${essayId}`} className="flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="rename" />
        <Field label="Title" field={fields.title} defaultValue={title} required maxLength={TITLE_LIMIT - 1} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.state !== "idle"}>
            Rename
          </Button>
        </div>
      </rename.Form>
    </Dialog>
  );
}
