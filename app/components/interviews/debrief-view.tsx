import { Form } from "@remix-run/react";
import type { Debrief } from "~/domain/interviews/debrief";
import { type DeliveryFigures, ratesMeasurable, tooShortText } from "~/domain/interviews/filler-words-and-pace";
import { type TranscriptTurn, atTime } from "~/domain/interviews/transcript";
import { speakerLabel } from "./speaker-label";
import { Button } from "../ui/button";
import { useReloadWhileQueued } from "../ui/use-queued-work";

type Props = {
  transcript: TranscriptTurn[];
  delivery: DeliveryFigures | null;
  debriefStatus: string;
  debrief: Debrief | null;
  debriefError: string | null;
};

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

// After the interview: the debrief (every score with the answer it quotes), the delivery figures
// counted from the transcript, and the transcript itself with its timings.
export function DebriefView({ transcript, delivery, debriefStatus, debrief, debriefError }: Props) {
  const waiting = debriefStatus === "queued" || debriefStatus === "running";
  useReloadWhileQueued(waiting, 1_500);
  return (
    <>
      <section aria-labelledby="debrief-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="debrief-heading" className="text-lg font-semibold text-slate-900">
          Debrief
        </h2>
        {waiting ? (
          <p role="status" className="mt-2 text-sm text-slate-700">
            Writing your debrief…
          </p>
        ) : null}
        {debriefStatus === "failed" || (debriefStatus === "none" && debriefError) ? (
          <div className="mt-2 text-sm text-slate-800">
            <p>{debriefError}</p>
            {debriefStatus === "failed" ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="debrief" />
                <Button type="submit">Ask for the debrief again</Button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {debrief ? (
          <>
            <p className="mt-2 text-sm text-slate-800">{debrief.summary}</p>
            <ul aria-label="Scores" className="mt-3 space-y-3">
              {debrief.scores.map((score, index) => (
                <li key={index} className="rounded-md border border-slate-200 p-3 text-sm">
                  <p className="font-semibold text-slate-900">{`${score.criterion}: ${score.score} of 5`}</p>
                  <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 italic text-slate-800">{`“${score.quote}”`}</blockquote>
                  <p className="mt-1 text-slate-700">{score.comment}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {delivery ? <DeliverySection delivery={delivery} /> : null}
      <section aria-labelledby="transcript-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="transcript-heading" className="text-lg font-semibold text-slate-900">
          Transcript
        </h2>
        {transcript.length === 0 ? <p className="mt-2 text-sm text-slate-700">Nothing was said.</p> : null}
        <ol aria-label="Transcript" className="mt-2 space-y-2 text-sm">
          {transcript.map((turn, index) => (
            <li key={index}>
              <span className="font-medium text-slate-900">{`${atTime(turn.startMs)}–${atTime(turn.endMs)} ${speakerLabel(turn).name}:`}</span>{" "}
              <span className="text-slate-800">{speakerLabel(turn).text}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

// The delivery figures, counted from the transcript (app/domain/interviews/filler-words-and-pace.ts).
function DeliverySection({ delivery }: { delivery: NonNullable<Props["delivery"]> }) {
  return (
    <section aria-labelledby="delivery-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
        Delivery
      </h2>
      <p className="text-xs text-slate-600">Counted from the transcript&apos;s words and timings, not judged by the model.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        <Figure
          label="Pace"
          value={delivery.wordsPerMinute === null || !ratesMeasurable(delivery) ? tooShortText(delivery) : `${delivery.wordsPerMinute} words/min`}
        />
        <Figure
          label="Filler words"
          value={
            delivery.fillersPerMinute === null || !ratesMeasurable(delivery)
              ? `${delivery.fillerCount} in all`
              : `${delivery.fillersPerMinute}/min (${delivery.fillerCount})`
          }
        />
        <Figure label="Longest pause" value={delivery.longestPauseSeconds === null ? "—" : `${delivery.longestPauseSeconds} s`} />
        <Figure label="Your share of the talking" value={percent(delivery.talkShare)} />
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
