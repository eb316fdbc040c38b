import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { PROMPT_NOTE_MAX, PROMPT_TEXT_MAX } from "~/domain/prompts/ai-prompts";
import type { FormAnswer } from "~/domain/platform/forms";

// A new version of a prompt: its text (prefilled with the version in use), a note saying what
// changed, and whether to put it in use at once. The action checks it; problems show by their field.
export function PromptVersionForm({ text, inUse, answer }: { text: string; inUse: number; answer: FormAnswer | undefined }) {
  const [form, fields] = useForm<{ promptText: string; name: string; activate: string }>({ lastResult: answer?.result });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      <TextAreaField
        label="Prompt text"
        field={fields.promptText}
        defaultValue={text}
        required
        maxLength={PROMPT_TEXT_MAX}
        rows={14}
        mono
        hint={`Starts as version ${inUse}, the one in use. At most ${PROMPT_TEXT_MAX.toLocaleString("en-US")} characters.`}
      />
      <Field
        label="What changed"
        field={fields.name}
        hint="A few words for the version list, e.g. “Shorter answers”."
        required
        maxLength={PROMPT_NOTE_MAX}
        className="max-w-xl"
      />
      <div className="flex items-center gap-2">
        <input id={fields.activate.id} name={fields.activate.name} type="checkbox" className="h-4 w-4 rounded border-slate-400" />
        <label htmlFor={fields.activate.id} className="text-sm text-slate-800">
          Put it in use at once
        </label>
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Saving…" : "Save as new version"}
      </Button>
    </Form>
  );
}
