import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";
import { recentFailedRequestId } from "~/lib/failed-request";
import { useRequestId } from "~/request-id";

// The one error boundary: a 404 says the page does not exist; anything else apologises and names
// the request that failed, for the person to quote to support (the server's log line has the same
// id). Rendered by the server, that is the document's request; after a navigation or a form post
// in the browser, the data request that failed.
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const documentRequestId = useRequestId();
  const [requestId, setRequestId] = useState(documentRequestId);
  useEffect(() => {
    if (notFound) return;
    console.error(error);
    const failed = recentFailedRequestId();
    if (failed) setRequestId(failed);
  }, [error]);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-slate-700">
        {notFound ? "We couldn't find the page you were looking for." : "Please try again or contact support if the issue persists."}
      </p>
      {!notFound && requestId ? (
        <p className="text-sm text-slate-600">
          If you contact support, quote this id: <code className="select-all rounded bg-slate-100 px-1 font-mono">{requestId}</code>
        </p>
      ) : null}
      <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
        Go back home
      </a>
    </main>
  );
}
