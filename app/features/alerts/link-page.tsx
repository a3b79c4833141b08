import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

/**
 * The page a link from an e-mail opens (confirm an alert or the newsletter, unsubscribe). Opening it changes
 * nothing: mail scanners open links too. The change is the button, a plain POST form to the same address.
 */
export function EmailLinkPage(props: {
  title: string;
  text: string;
  /** The button's label; none once done or when the link is invalid. */
  action?: string;
  /** Where to go afterwards. */
  next?: { to: string; label: string };
}) {
  return (
    <div className="container-page max-w-xl py-10 sm:py-14">
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        <p className="mt-3 leading-relaxed text-slate-700">{props.text}</p>
        {props.action && (
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {props.action}
            </Button>
          </Form>
        )}
        {props.next && (
          <Link to={props.next.to} className={buttonVariants({ variant: "outline", className: "mt-6 w-full sm:w-auto" })}>
            {props.next.label}
          </Link>
        )}
      </div>
    </div>
  );
}
