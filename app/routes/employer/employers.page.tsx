import { BadgeCheck, ClipboardList, GraduationCap, MailCheck, ShieldCheck, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/** Where "Post a job" leads: the new-job form for a signed-in employer, the employer sign-up for everyone else. */
export function postJobTarget(user: { kind: string } | null | undefined): string {
  return user?.kind === "employer" ? "/employer/jobs/new" : "/employers/register";
}

const OFFERS = [
  {
    Icon: Users,
    title: "Reach motivated candidates from Uganda",
    text: "Nurses, caregivers, electricians, IT specialists, drivers and hospitality staff looking for their next step in Germany. Many have finished vocational training and years of work experience.",
  },
  {
    Icon: GraduationCap,
    title: "Many already learn German",
    text: "Many candidates take German courses before they apply, and our Learn German guide prepares them for life and work in Germany. State the level you need (A1 to C2) on every job.",
  },
  {
    Icon: Wallet,
    title: "Posting is free",
    text: "No fees per job, no fees per hire, no contract. Post as many open positions as you have, for up to 90 days each.",
  },
  {
    Icon: ShieldCheck,
    title: "Every job is checked",
    text: "Our team reviews jobs before they go live, so candidates can trust what they read. Once your company is verified, your jobs publish at once and carry the Verified employer badge.",
  },
] as const;

const PIPELINE = [
  {
    Icon: ClipboardList,
    title: "One list per job",
    text: "Name, contact details, CV and cover note of every applicant, in one place.",
  },
  {
    Icon: BadgeCheck,
    title: "Clear statuses",
    text: "Move applicants through Reviewed, Shortlisted, Interview, Offer and Hired, or reject with a kind word.",
  },
  {
    Icon: MailCheck,
    title: "Messages that arrive",
    text: "Every status change can carry a message: the candidate sees it in their account and gets an e-mail.",
  },
  { Icon: Users, title: "Hire as a team", text: "Invite colleagues as admins or recruiters and export applicants as CSV." },
] as const;

const STEPS = [
  {
    title: "Create your employer account",
    text: "Your name, work e-mail and your company's name. Confirm the e-mail and you are in.",
  },
  { title: "Complete your company profile", text: "Logo, industry, city and a few words about working with you." },
  {
    title: "Post your first job",
    text: "Salary, German level, visa sponsorship and relocation support: candidates look for these first.",
  },
  { title: "Review applicants", text: "New applications show on your dashboard. Shortlist, invite to interview, hire." },
] as const;

function PostJobButton({ to, className, inverted = false }: { to: string; className?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      className={cn(buttonVariants({ size: "lg", variant: inverted ? "inverted" : "primary" }), "w-full sm:w-auto", className)}
    >
      Post a job
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
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">For employers in Germany</p>
          <h1 id="employers-title" className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Hire skilled, motivated people from Uganda
          </h1>
          <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">
            PearlBridge Jobs connects German employers with Ugandan professionals who are ready to relocate. Post your jobs for
            free, and review every applicant in one clear pipeline.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <PostJobButton to={postJobTo} inverted />
            {signedInEmployer ? (
              <Link
                to="/employer"
                className={cn(buttonVariants({ size: "lg", variant: "outline-inverted" }), "w-full sm:w-auto")}
              >
                Go to your dashboard
              </Link>
            ) : (
              <Link
                to="/auth?redirectTo=%2Femployer"
                className={cn(buttonVariants({ size: "lg", variant: "outline-inverted" }), "w-full sm:w-auto")}
              >
                Employer login
              </Link>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="container-page py-12 sm:py-16">
        <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Why employers hire through PearlBridge
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {OFFERS.map((o) => (
            <Card key={o.title} Icon={o.Icon} title={o.title}>
              {o.text}
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pipeline-title" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <h2 id="pipeline-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            An applicant pipeline built for hiring abroad
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Keep every candidate informed from the first look to the signed contract, without spreadsheets or lost e-mails.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PIPELINE.map((p) => (
              <Card key={p.title} Icon={p.Icon} title={p.title}>
                {p.text}
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="container-page py-12 sm:py-16">
        <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cta-title" className="container-page pb-16">
        <div className="card flex flex-col items-start gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="cta-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              Ready to meet your next colleague?
            </h2>
            <p className="mt-1 text-slate-600">It takes about five minutes to create your account and post your first job.</p>
          </div>
          <PostJobButton to={postJobTo} />
        </div>
      </section>
    </>
  );
}
