import { SHARE_LINK_DAYS, type ShareLinkView } from "~/domain/platform/account-caps";
import type { RecommenderView } from "~/domain/recommenders/page-data";
import { ShareLinkRow } from "../ui/share-link-row";
import { Button } from "../ui/button";
import { RECOMMENDERS_ACTION, useRecommendersFetcher } from "./use-recommenders-action";

// Private read-only links to one recommender's brief: a new link's address is shown once
// (only its hash is kept); each opens until its expiry, shown here (and, once past, that it expired),
// and can be revoked, after which it opens nothing.
export function ShareLinks({ recommender }: { recommender: RecommenderView }) {
  const creator = useRecommendersFetcher();
  const shareUrl = creator.state === "idle" && creator.data?.recommenderId === recommender.id ? creator.data.shareUrl : undefined;
  return (
    <section className="mt-4" aria-label={`Links to ${recommender.name}'s brief`}>
      <h3 className="font-semibold text-slate-900">Share the brief</h3>
      <p className="mt-1 text-sm text-slate-700">
        A private, read-only link: no account needed, nothing else of yours is reachable from it. It opens for {SHARE_LINK_DAYS.brief} days, and you can revoke
        it.
      </p>
      <creator.Form method="post" action={RECOMMENDERS_ACTION} className="mt-2">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="recommenderId" value={recommender.id} />
        <Button type="submit" variant="secondary" size="sm" disabled={creator.state !== "idle" || !recommender.brief?.content}>
          Make a link
        </Button>
        {recommender.brief?.content ? null : <span className="ml-2 text-sm text-slate-700">Write the brief first.</span>}
      </creator.Form>
      {shareUrl ? (
        <p className="mt-2 break-all rounded-md bg-brand-50 p-2 text-sm text-slate-900">
          <span className="font-medium">Copy this link now (shown once): </span>
          <a href={shareUrl} className="text-brand-800 underline" data-testid="share-url">
            {shareUrl}
          </a>
        </p>
      ) : null}
      {recommender.shares.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {recommender.shares.map((share) => (
            <ShareRow key={share.id} share={share} recommender={recommender.name} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ShareRow({ share, recommender }: { share: ShareLinkView; recommender: string }) {
  const fetcher = useRecommendersFetcher();
  return (
    <li>
      <fetcher.Form method="post" action={RECOMMENDERS_ACTION}>
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="shareId" value={share.id} />
        <ShareLinkRow
          link={share}
          action={({ label, made }) => (
            <Button type="submit" variant="ghost" size="sm" aria-label={`${label} the link made ${made} to ${recommender}'s brief`}>
              {label}
            </Button>
          )}
        />
      </fetcher.Form>
    </li>
  );
}
