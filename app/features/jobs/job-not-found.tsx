import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The page for an unknown job id, served with status 404 (docs/product.md#job-page). */
export function JobNotFound() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Job Not Found</h1>
      <p className="mt-2 max-w-md text-slate-600">The job listing you're looking for doesn't exist or has been removed.</p>
      <Link to="/jobs" className={buttonVariants({ className: "mt-6" })}>
        Browse All Jobs
      </Link>
    </div>
  );
}
