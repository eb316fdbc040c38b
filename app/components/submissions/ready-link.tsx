import { Link } from "@remix-run/react";
import { buttonClasses } from "../ui/button";
import { readyPath } from "./use-submit-action";

// On a school's dashboard card: the page that checks everything the school receives and marks it submitted.
export function ReadyLink({ school }: { school: string }) {
  return (
    <p className="mt-3">
      <Link to={readyPath(school)} className={buttonClasses("secondary", "sm")}>
        Ready to submit?<span className="sr-only">{` ${school}`}</span>
      </Link>
    </p>
  );
}
