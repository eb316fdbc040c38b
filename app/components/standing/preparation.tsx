import { Form, Link } from "@remix-run/react";
import type { StandingPage } from "~/domain/standing/page-data";
import { SourceCitation } from "../catalogue/source-citation";
import { Button } from "../ui/button";

// Once invited: how long until the slot, the school's interview as the catalogue knows it (each
// format with its source, and a mock interview of that format started from here), or that Scout
// does not know the format.
export function Preparation({ data, aiReady }: { data: StandingPage; aiReady: boolean }) {
  return (
    <div className="space-y-3 text-slate-800">
      {data.untilSlot ? <p className="font-semibold text-slate-900">{data.untilSlot}</p> : null}
      {data.preparation.length === 0 ? (
        <p>{`Scout does not know ${data.school}'s interview format. Read the invitation for who interviews you and how.`}</p>
      ) : (
        <ul className="space-y-3">
          {data.preparation.map((format) => (
            <li key={format.formatName}>
              <strong>{format.formatName}</strong>
              <span className="block text-sm">{format.note}</span>
              <SourceCitation
                className="block text-sm text-slate-700"
                sources={format.sources}
                ownDomains={data.ownDomains}
                age={null}
                about={`${format.formatName}, ${data.school}`}
              />
              {format.kind === "video-essay" ? null : aiReady ? (
                <Form method="post" action="/app/interviews" className="mt-2">
                  <input type="hidden" name="intent" value="start" />
                  <input type="hidden" name="formatId" value={format.formatId} />
                  <input type="hidden" name="school" value={data.school} />
                  <Button type="submit">{`Start a mock: ${format.formatName} (${format.minutes} min)`}</Button>
                </Form>
              ) : (
                <p className="mt-1 text-sm text-slate-700">A mock interview needs AI coaching, which is not set up here.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/interviews" className="inline-block text-sm font-medium text-brand-700 underline">
        Every format in Mock Interviews
      </Link>
    </div>
  );
}
