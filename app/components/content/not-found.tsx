import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/** "Not found" for a guide or post, inside the site wrapper (the loader answers 404). */
export function ContentNotFound({ title, text, to, linkLabel }: { title: string; text: string; to: string; linkLabel: string }) {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text}</p>
      <Link to={to} className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>
        <ArrowLeft aria-hidden="true" />
        {linkLabel}
      </Link>
    </div>
  );
}
