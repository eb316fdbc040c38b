import { useState } from "react";
import type { FeedbackJobStatus } from "~/domain/platform/background-work";
import { readErrorBody } from "~/domain/platform/http-errors";
import { showToast } from "../ui/toast";
import { useQueuedWork, useReloadWhenOnline } from "../ui/use-queued-work";

type JobState = { status: FeedbackJobStatus; error: string | null; items: unknown[] | null };

const POLL_MS = 400;

// Follows a feedback job until it settles, showing its progress; when it is done the page's data
// is reloaded so the new items appear without a manual reload.
export function useFeedbackJob() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [status, setStatus] = useState<JobState["status"] | null>(null);
  const reload = useReloadWhenOnline();
  useQueuedWork(jobId !== null, POLL_MS, async (stopped) => {
    try {
      const response = await fetch(`/app/feedback-jobs/${jobId}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error((await readErrorBody(response, "The server did not answer")).message);
      const job = (await response.json()) as JobState;
      if (stopped()) return;
      setStatus(job.status);
      if (job.status === "done") {
        const count = job.items?.length ?? 0;
        showToast({ title: "Feedback Generated", description: `Found ${count} ${count === 1 ? "area" : "areas"} for improvement.` });
        setJobId(null);
        reload();
      } else if (job.status === "failed") {
        showToast({ title: "Failed to generate feedback", description: job.error ?? "Please try again.", variant: "destructive" });
        setJobId(null);
      }
    } catch (error) {
      if (stopped()) return;
      showToast({ title: "Failed to generate feedback", description: (error as Error).message, variant: "destructive" });
      setJobId(null);
    }
  });
  return {
    follow: (id: string) => {
      setStatus("queued");
      setJobId(id);
    },
    running: jobId !== null,
    status: jobId ? status : null,
  };
}
