import { BadgeCheck, ClipboardList, GraduationCap, MailCheck, ShieldCheck, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** Where "Post a job" leads: the new-job form for a signed-in employer, the employer sign-up for everyone else. */
export function postJobTarget(user: { kind: string } | null | undefined): string {
  return user?.kind === "employer" ? "/employer/jobs/new" : "/employers/register";
}

const OFFERS = [
  { Icon: Users, title: m.employer_landing_offer_reach_title, text: m.employer_landing_offer_reach_text },
  { Icon: GraduationCap, title: m.employer_landing_offer_german_title, text: m.employer_landing_offer_german_text },
  { Icon: Wallet, title: m.employer_landing_offer_free_title, text: m.employer_landing_offer_free_text },
  { Icon: ShieldCheck, title: m.employer_landing_offer_checked_title, text: m.employer_landing_offer_checked_text },
] as const;

const PIPELINE = [
  { Icon: ClipboardList, title: m.employer_landing_pipeline_list_title, text: m.employer_landing_pipeline_list_text },
  { Icon: BadgeCheck, title: m.employer_landing_pipeline_statuses_title, text: m.employer_landing_pipeline_statuses_text },
  { Icon: MailCheck, title: m.employer_landing_pipeline_messages_title, text: m.employer_landing_pipeline_messages_text },
  { Icon: Users, title: m.employer_landing_pipeline_team_title, text: m.employer_landing_pipeline_team_text },
] as const;

const STEPS = [
  { title: m.employer_landing_step_account_title, text: m.employer_landing_step_account_text },
  { title: m.employer_landing_step_profile_title, text: m.employer_landing_step_profile_text },
  { title: m.employer_landing_step_job_title, text: m.employer_landing_step_job_text },
  { title: m.employer_landing_step_review_title, text: m.employer_landing_step_review_text },
] as const;

function PostJobButton({ to, className, inverted = false }: { to: string; className?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      className={cn(buttonVariants({ size: "lg", variant: inverted ? "inverted" : "primary" }), "w-full sm:w-auto", className)}
    >
      {m.employer_landing_post_job()}
    </Link>
  );
}

function Card({ Icon, title, children }: { Icon: typeof Users; title: string; children: ReactNode }) {
  return (
    <li className="card flex gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** /employers: what the site offers German employers, and the way in. */
export function EmployersPage({ postJobTo, signedInEmployer }: { postJobTo: string; signedInEmployer: boolean }) {
  return (
    <>
      <section aria-labelledby="employers-title" className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{m.employer_landing_kicker()}</p>
          <h1 id="employers-title" className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {m.employer_landing_title()}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{m.employer_landing_intro()}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <PostJobButton to={postJobTo} inverted />
            {signedInEmployer ? (
              <Link
                to="/employer"
                className={cn(buttonVariants({ size: "lg", variant: "outline-inverted" }), "w-full sm:w-auto")}
              >
                {m.employer_landing_dashboard()}
              </Link>
            ) : (
              <Link
                to="/auth?redirectTo=%2Femployer"
                className={cn(buttonVariants({ size: "lg", variant: "outline-inverted" }), "w-full sm:w-auto")}
              >
                {m.employer_landing_login()}
              </Link>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="container-page py-12 sm:py-16">
        <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.employer_landing_offer_heading()}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {OFFERS.map((o) => (
            <Card key={o.title()} Icon={o.Icon} title={o.title()}>
              {o.text()}
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pipeline-title" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <h2 id="pipeline-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.employer_landing_pipeline_heading()}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{m.employer_landing_pipeline_intro()}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PIPELINE.map((p) => (
              <Card key={p.title()} Icon={p.Icon} title={p.title()}>
                {p.text()}
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="container-page py-12 sm:py-16">
        <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.employer_landing_steps_heading()}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title()} className="card p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title()}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text()}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cta-title" className="container-page pb-16">
        <div className="card flex flex-col items-start gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="cta-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {m.employer_landing_cta_heading()}
            </h2>
            <p className="mt-1 text-slate-600">{m.employer_landing_cta_text()}</p>
          </div>
          <PostJobButton to={postJobTo} />
        </div>
      </section>
    </>
  );
}
