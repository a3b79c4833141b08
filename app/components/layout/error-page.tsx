import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Logo } from "./logo.tsx";

const texts: Record<number, { title: string; text: string }> = {
  400: {
    title: "Bad Request",
    text: "We could not understand that request. Please check the address or the form and try again.",
  },
  403: { title: "Access Denied", text: "You do not have permission to view this page." },
  405: { title: "Not Allowed", text: "This address does not accept that kind of request." },
  413: { title: "Request Too Large", text: "What you sent is too large. Please send less and try again." },
  429: { title: "Too Many Requests", text: "You have made too many requests. Please wait a minute and try again." },
  503: { title: "Temporarily Unavailable", text: "We are having a short technical problem. Please try again in a minute." },
};

/** Any error other than 404: a calm message, never a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const t = texts[status] ?? {
    title: "Something Went Wrong",
    text: "An unexpected error happened on our side. Please try again in a moment.",
  };
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Logo className="mb-10" />
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t.text}</p>
      <div className="mt-8">
        <Link to="/" className={buttonVariants({ variant: "primary" })}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
