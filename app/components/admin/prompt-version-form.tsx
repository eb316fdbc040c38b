import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PROMPT_NOTE_MAX, PROMPT_TEXT_MAX } from "~/domain/prompts/ai-prompts";
import type { FormAnswer } from "~/domain/platform/forms";

// A new version of a prompt: its text (prefilled with the version in use), a note saying what
// changed, and whether to put it in use at once. The action checks it; problems show by their field.
export function PromptVersionForm({ text, inUse, answer }: { text: string; inUse: number; answer: FormAnswer | undefined }) {
  const [form, fields] = useForm<{ promptText: string; name: string; activate: string }>({ lastResult: answer?.result });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const textError = fields.promptText.errors?.[0];
  const textHint = `${fields.promptText.id}-hint`;
  const textErrorId = `${fields.promptText.id}-error`;
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor={fields.promptText.id} className="mb-1 block text-sm font-medium text-slate-800">
          Prompt text
        </label>
        <textarea
          id={fields.promptText.id}
          name={fields.promptText.name}
          defaultValue={text}
          required
          maxLength={PROMPT_TEXT_MAX}
          rows={14}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[textError ? textErrorId : null, textHint].filter(Boolean).join(" ")}
          className="block w-full rounded-md border border-slate-300 p-3 font-mono text-sm text-slate-900"
        />
        <p id={textHint} className="mt-1 text-sm text-slate-700">
          {`Starts as version ${inUse}, the one in use. At most ${PROMPT_TEXT_MAX.toLocaleString("en-US")} characters.`}
        </p>
        {textError ? (
          <p id={textErrorId} role="alert" className="mt-1 text-sm text-red-700">
            {textError}
          </p>
        ) : null}
      </div>
      <Input
        label="What changed"
        id={fields.name.id}
        name={fields.name.name}
        error={fields.name.errors?.[0]}
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
