import { useFetcher, useOutletContext } from "@remix-run/react";
import type { SchoolActionData } from "~/domain/platform/toast";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";
import type { WorkspaceOutletContext } from "../shell/workspace-context";

// Questions of a school the applicant has no essay for: one the school published after they
// added it, or one they removed. Offered as a new essay, never added on their behalf.
export function NewQuestions({ school }: { school: NavSchool }) {
  const fetcher = useFetcher<SchoolActionData>();
  const { openExpired } = useOutletContext<WorkspaceOutletContext>();
  useToastFor(fetcher.data, (result) => (result.expired ? openExpired() : result.toast));
  const questions = school.newQuestions ?? [];
  if (questions.length === 0) return null;
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("title") : null;
  return (
    <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-medium">{`${school.school} asks ${questions.length === 1 ? "a question" : "questions"} you have no essay for:`}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {questions.map((title) => (
          <li key={title} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">{title}</span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Add an essay for ${title}`}
              disabled={busy === title}
              onClick={() => fetcher.submit({ intent: "add-question", school: school.school, title }, { method: "post", action: "/app/schools" })}
            >
              {busy === title ? "Adding…" : "Add essay"}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
