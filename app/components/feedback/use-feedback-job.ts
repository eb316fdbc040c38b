import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readErrorBody } from "~/domain/platform/http-errors";
import { showToast } from "../ui/toast";

type JobState = { status: "queued" | "generating" | "done" | "failed"; error: string | null; items: unknown[] | null };

const POLL_MS = 400;

// Follows a feedback job until it settles, showing its progress; when it is done the page's data
// is reloaded so the new items appear without a manual reload.
export function useFeedbackJob() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [status, setStatus] = useState<JobState["status"] | null>(null);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`/app/feedback-jobs/${jobId}`, { headers: { accept: "application/json" } });
        if (!response.ok) throw new Error((await readErrorBody(response, "The server did not answer")).message);
        const job = (await response.json()) as JobState;
        if (stopped) return;
        setStatus(job.status);
        if (job.status === "done") {
          const count = job.items?.length ?? 0;
          showToast({ title: "Feedback Generated", description: `Found ${count} ${count === 1 ? "area" : "areas"} for improvement.` });
          setJobId(null);
          revalidator.revalidate();
          return;
        }
        if (job.status === "failed") {
          showToast({ title: "Failed to generate feedback", description: job.error ?? "Please try again.", variant: "destructive" });
          setJobId(null);
          return;
        }
      } catch (error) {
        if (stopped) return;
        showToast({ title: "Failed to generate feedback", description: (error as Error).message, variant: "destructive" });
        setJobId(null);
        return;
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    let timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The revalidator's identity changes with each render; the job id alone drives this.
  }, [jobId]);
  return {
    follow: (id: string) => {
      setStatus("queued");
      setJobId(id);
    },
    running: jobId !== null,
    status: jobId ? status : null,
  };
}
