import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { pendingNewsletter } from "~/lib/browser-storage";

type AvatarMenuProps = { email: string; firstName: string; feedbackFormUrl: string | null };

const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100";

// The avatar button (first letter of the first name, or of the e-mail without one) and its menu: the e-mail, Account (plans,
// billing, password, and deleting the account, kept away from Sign out), Share Feedback, Sign out. A disclosure rather than an ARIA
// menu: it holds a form, and Tab, Escape and clicks outside all behave as people expect.
export function AvatarMenu({ email, firstName, feedbackFormUrl }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && container.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("mousedown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("mousedown", close);
    };
  }, [open]);
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold uppercase text-white"
      >
        {(firstName.trim() || email).charAt(0)}
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <div>
          <p className="truncate px-3 py-2 text-sm text-slate-700">{email}</p>
          <hr className="my-1 border-slate-200" />
          <Link to="/account" className={itemClass}>
            Account &amp; Billing
          </Link>
          {feedbackFormUrl ? (
            <a href={feedbackFormUrl} target="_blank" rel="noreferrer" className={itemClass}>
              Share Feedback
            </a>
          ) : null}
          <hr className="my-1 border-slate-200" />
        </div>
        <Form method="post" action="/logout" onSubmit={() => pendingNewsletter.clear()}>
          <button type="submit" className={itemClass}>
            Sign out
          </button>
        </Form>
      </div>
    </div>
  );
}
