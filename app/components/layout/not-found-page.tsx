import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Logo } from "./logo.tsx";

/** The 404 page (docs/product.md#pages-and-empty-states). Outside the site wrapper, like /auth. */
export function NotFoundPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Logo className="mb-10" />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ variant: "primary" })}>
          Back to Home
        </Link>
        <Link to="/jobs" className={buttonVariants({ variant: "outline" })}>
          Browse Jobs
        </Link>
      </div>
    </main>
  );
}
