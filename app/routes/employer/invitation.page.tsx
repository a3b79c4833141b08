import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { InvitationView } from "./invitation.server.ts";
import { ROLE_LABELS } from "#app/features/employers/public.ts";

/** /employer/invitations/{id}: what the invited person can do, by who is looking. */
export function InvitationPage({ view }: { view: InvitationView }) {
  if (view.state === "invalid") {
    return (
      <Frame title="This invitation is no longer valid">
        <p>It may have expired (invitations are valid for 7 days), been cancelled, or already been answered.</p>
        <p>Ask your colleague to send you a new invitation.</p>
        <div className="mt-6">
          <Link to="/employers" className={buttonVariants({ variant: "outline" })}>
            About PearlBridge for employers
          </Link>
        </div>
      </Frame>
    );
  }
  const back = `/employer/invitations/${encodeURIComponent(view.id)}`;
  const intro = (
    <p>
      You are invited to join <strong>{view.companyName}</strong> on PearlBridge Jobs as{" "}
      <strong>{ROLE_LABELS[view.role].toLowerCase()}</strong>. The invitation was sent to{" "}
      <strong className="break-all">{view.email}</strong>.
    </p>
  );
  return (
    <Frame title={`Join ${view.companyName}`}>
      {intro}
      {view.state === "ready" && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Button type="submit" className="w-full sm:w-auto">
              Accept invitation
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="decline" />
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              Decline
            </Button>
          </Form>
        </div>
      )}
      {view.state === "signed_out" && (
        <>
          <p className="mt-3">Log in with that address to accept, or create your employer account first.</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={`/auth?redirectTo=${encodeURIComponent(back)}`} className={buttonVariants()}>
              Log in
            </Link>
            <Link
              to={`/employers/register?invitation=${encodeURIComponent(view.id)}`}
              className={buttonVariants({ variant: "outline" })}
            >
              Create employer account
            </Link>
          </div>
        </>
      )}
      {view.state === "other_email" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          You are logged in as <strong className="break-all">{view.signedInAs}</strong>. Only the account with the invited address
          can accept it: log out, then log in or register with {view.email}.
        </p>
      )}
      {view.state === "job_seeker" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          Your account is a job seeker account, and a company team needs an employer account. Ask your colleague to invite another
          e-mail address, and create an employer account with it.
        </p>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <section className="card w-full max-w-lg p-6 sm:p-8" aria-labelledby="invitation-title">
        <h1 id="invitation-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <div className="mt-3 space-y-2 text-slate-700">{children}</div>
      </section>
    </div>
  );
}
