import { Link } from "@remix-run/react";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-4 py-8 text-sm text-slate-700">
        <span>© {new Date().getFullYear()} Scout</span>
        <Link to="/privacy" className="hover:underline">
          Privacy
        </Link>
        <Link to="/terms" className="hover:underline">
          Terms
        </Link>
        <Link to="/support" className="hover:underline">
          Support
        </Link>
      </nav>
    </footer>
  );
}
