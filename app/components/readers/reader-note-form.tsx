import { type RefObject, useEffect, useState } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type FormAnswer, hasFieldErrors, lastResultOf } from "~/domain/platform/forms";
import { READER_LIMITS } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { useToastFor } from "../ui/toast";

type NoteAnswer = FormAnswer & { toast?: Toast };

/** The words selected inside the essay's text, and where they begin in it (null: no selection there). */
function selectionIn(container: HTMLElement | null): { quote: string; near: number } | null {
  const selection = typeof window === "undefined" ? null : window.getSelection();
  if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(range.startContainer, range.startOffset);
  return { quote: range.toString(), near: before.toString().length };
}

// A comment on some words, or other words proposed for them: the reader selects the words in the
// text (or types them, from the keyboard), then writes. The server finds the words in the text and
// keeps them with their context, so the comment follows them as the writer keeps writing.
// On a school's set, `part` names the essay the note is about.
export function ReaderNoteForm({ textRef, part }: { textRef: RefObject<HTMLDivElement | null>; part?: string }) {
  const fetcher = useFetcher<NoteAnswer>();
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
  const [picked, setPicked] = useState({ quote: "", near: 0 });
  // Bumped after each comment sent: the form is drawn afresh, empty, for the next one.
  const [sent, setSent] = useState(0);
  const [form, fields] = useForm<{ quote: string; body: string; replacement: string }>({ lastResult: lastResultOf(fetcher) });
  useEffect(() => {
    const onSelect = () => {
      const found = selectionIn(textRef.current);
      if (found) setPicked(found);
    };
    document.addEventListener("selectionchange", onSelect);
    return () => document.removeEventListener("selectionchange", onSelect);
  }, [textRef]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.toast || hasFieldErrors(fetcher.data)) return;
    setPicked({ quote: "", near: 0 });
    setSent((count) => count + 1);
  }, [fetcher.state, fetcher.data]);
  return (
    <section aria-labelledby={`comment-heading${part ? `-${part}` : ""}`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`comment-heading${part ? `-${part}` : ""}`} className="font-semibold text-slate-900">
        Comment on a passage
      </h2>
      <fetcher.Form method="post" className="mt-2 flex flex-col gap-3" {...getFormProps(form)} key={sent}>
        <input type="hidden" name="intent" value="comment" />
        {part ? <input type="hidden" name="part" value={part} /> : null}
        <input type="hidden" name="near" value={picked.near} />
        <TextAreaField
          label="The words you mean"
          field={fields.quote}
          rows={2}
          required
          maxLength={READER_LIMITS.quote}
          value={picked.quote}
          onChange={(event) => setPicked({ quote: event.target.value, near: picked.near })}
          hint="Select them in the essay, or type them exactly."
        />
        <TextAreaField label="Your comment" field={fields.body} rows={3} maxLength={READER_LIMITS.comment} />
        <TextAreaField
          label="Propose other words (optional)"
          field={fields.replacement}
          rows={2}
          maxLength={READER_LIMITS.replacement}
          hint="The writer decides whether to take them."
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Sending…" : "Send comment"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
