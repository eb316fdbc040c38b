import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";

// The one error boundary: a 404 says the page does not exist; anything else apologises.
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-slate-700">
        {notFound ? "We couldn't find the page you were looking for." : "Please try again or contact support if the issue persists."}
      </p>
      <Link to="/" className="font-medium text-brand-700 underline underline-offset-4">
        Go back home
      </Link>
    </main>
  );
}
