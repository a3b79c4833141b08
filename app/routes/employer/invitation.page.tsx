import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { InvitationView } from "./invitation.server.ts";
import type { CompanyRole } from "#vocabulary/roles.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The role inside a sentence ("as recruiter"; German nouns keep their capital). */
const ROLE_IN_TEXT: Record<CompanyRole, () => string> = {
  owner: m.employer_invitation_role_owner,
  admin: m.employer_invitation_role_admin,
  recruiter: m.employer_invitation_role_recruiter,
};

/** /employer/invitations/{id}: what the invited person can do, by who is looking. */
export function InvitationPage({ view }: { view: InvitationView }) {
  if (view.state === "invalid") {
    return (
      <Frame title={m.employer_invitation_invalid_title()}>
        <p>{m.employer_invitation_invalid_text()}</p>
        <p>{m.employer_invitation_ask_again()}</p>
        <div className="mt-6">
          <Link to="/employers" className={buttonVariants({ variant: "outline" })}>
            {m.employer_invitation_about()}
          </Link>
        </div>
      </Frame>
    );
  }
  const back = `/employer/invitations/${encodeURIComponent(view.id)}`;
  const intro = (
    <p>
      {m.employer_invitation_intro_join()} <strong>{view.companyName}</strong> {m.employer_invitation_intro_as()}{" "}
      <strong>{ROLE_IN_TEXT[view.role]()}</strong>. {m.employer_invitation_intro_sent()}{" "}
      <strong className="break-all">{view.email}</strong>.
    </p>
  );
  return (
    <Frame title={m.employer_invitation_join({ company: view.companyName })}>
      {intro}
      {view.state === "ready" && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Button type="submit" className="w-full sm:w-auto">
              {m.employer_invitation_accept()}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="decline" />
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              {m.employer_invitation_decline()}
            </Button>
          </Form>
        </div>
      )}
      {view.state === "signed_out" && (
        <>
          <p className="mt-3">{m.employer_invitation_signed_out()}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={`/auth?redirectTo=${encodeURIComponent(back)}`} className={buttonVariants()}>
              {m.employer_invitation_log_in()}
            </Link>
            <Link
              to={`/employers/register?invitation=${encodeURIComponent(view.id)}`}
              className={buttonVariants({ variant: "outline" })}
            >
              {m.employer_invitation_create_account()}
            </Link>
          </div>
        </>
      )}
      {view.state === "other_email" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          {m.employer_invitation_logged_in_as()} <strong className="break-all">{view.signedInAs}</strong>.{" "}
          {m.employer_invitation_other_email({ email: view.email })}
        </p>
      )}
      {view.state === "job_seeker" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">{m.employer_invitation_job_seeker()}</p>
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
