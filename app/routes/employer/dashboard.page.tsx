import { Briefcase, Eye, Inbox, MessageCircle, PlusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { barHeight, busiestDay, type DayCount } from "#app/features/employers/public.ts";
import type { Dashboard } from "#app/features/employers/public.server.ts";
import { employerConversationPath } from "#app/features/conversations/public.ts";
import type { UnreadConversation } from "#app/features/conversations/public.server.ts";
import { InterviewsPanel, type DashboardInterviews } from "./dashboard.interviews.tsx";

/** A count in words: the message for one, or for any other number (given as the page's language writes it). */
const plural = (n: number, one: (i: { count: string }) => string, other: (i: { count: string }) => string) =>
  (n === 1 ? one : other)({ count: formatNumber(n) });

function Figure({ label, value, note, Icon }: { label: string; value: number; note: string; Icon: typeof Inbox }) {
  // dt and dd sit directly in the card, which sits directly in the <dl> (the one grouping a list allows).
  return (
    <div className="card p-5">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900">{formatNumber(value)}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}

function Panel({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Applications per day as CSS bars; the same figures as a table for screen readers. */
export function ApplicationsChart({ series }: { series: DayCount[] }) {
  const max = Math.max(0, ...series.map((d) => d.count));
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const best = busiestDay(series);
  const first = series[0];
  const last = series.at(-1);
  const summary =
    total === 0
      ? m.employer_dashboard_no_applications({ days: formatNumber(series.length) })
      : m.employer_dashboard_applications_summary({
          applications: plural(total, m.employer_dashboard_applications_one, m.employer_dashboard_applications_other),
          days: formatNumber(series.length),
          day: formatDate(best?.day ?? ""),
          count: formatNumber(best?.count ?? 0),
        });
  return (
    <figure>
      <div aria-hidden="true" className="flex h-32 items-end gap-px border-b border-slate-300 sm:gap-1">
        {series.map((d) => (
          <div key={d.day} className="flex h-full flex-1 items-end" title={`${formatDate(d.day)}: ${formatNumber(d.count)}`}>
            <div className="w-full rounded-t-sm bg-brand-600" style={{ height: `${barHeight(d.count, max)}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{first ? formatDate(first.day) : ""}</span>
        <span>{last ? formatDate(last.day) : ""}</span>
      </div>
      <figcaption className="mt-3 text-sm text-slate-700">{summary}</figcaption>
      <table className="sr-only">
        <caption>{m.employer_dashboard_per_day_caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.employer_dashboard_day()}</th>
            <th scope="col">{m.employer_dashboard_applications()}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <td>{formatDate(d.day)}</td>
              <td>{formatNumber(d.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** /employer: the company's figures, and the next steps for a company that has just started. */
export function DashboardPage({
  dashboard,
  companyName,
  unread,
  interviews,
}: {
  dashboard: Dashboard;
  companyName: string;
  /** Conversations with a candidate's message nobody in the company has read yet (issue 29). */
  unread: { count: number; conversations: UnreadConversation[] };
  interviews?: DashboardInterviews;
}) {
  const d = dashboard;
  const newNote = d.previousVisitAt
    ? m.employer_dashboard_since_last_visit({ date: formatDate(d.previousVisitAt) })
    : m.employer_dashboard_since_start();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{m.employer_dashboard_title()}</h1>
        <Link to="/employer/jobs/new" className={buttonVariants()}>
          <PlusCircle aria-hidden="true" />
          {m.employer_jobs_post_a_job()}
        </Link>
      </div>

      {(!d.hasJobs || !d.profileComplete) && (
        <section aria-labelledby="next-steps" className="card border-brand-200 bg-brand-50 p-5">
          <h2 id="next-steps" className="text-lg font-semibold text-slate-900">
            {m.employer_dashboard_get_started({ company: companyName })}
          </h2>
          <ul className="mt-3 space-y-3">
            {!d.profileComplete && (
              <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm text-slate-700">{m.employer_dashboard_profile_step()}</span>
                <Link to="/employer/company" className={buttonVariants({ variant: "secondary" })}>
                  {m.employer_dashboard_profile_link()}
                </Link>
              </li>
            )}
            {!d.hasJobs && (
              <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm text-slate-700">{m.employer_dashboard_job_step()}</span>
                <Link to="/employer/jobs/new" className={buttonVariants()}>
                  {m.employer_dashboard_first_job()}
                </Link>
              </li>
            )}
          </ul>
        </section>
      )}

      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          Icon={Briefcase}
          label={m.employer_dashboard_open_jobs()}
          value={d.openJobs.length}
          note={m.employer_dashboard_open_jobs_note()}
        />
        <Figure Icon={Inbox} label={m.employer_dashboard_new_applications()} value={d.newApplications} note={newNote} />
        <Figure
          Icon={Eye}
          label={m.employer_dashboard_views()}
          value={d.jobViews.reduce((sum, j) => sum + j.views, 0)}
          note={m.employer_dashboard_last_30_days()}
        />
      </dl>

      <UnreadMessages unread={unread} />
      {interviews ? <InterviewsPanel interviews={interviews} /> : null}

      <Panel id="per-day" title={m.employer_dashboard_per_day_title()}>
        <ApplicationsChart series={d.perDay} />
      </Panel>

      <Panel
        id="open-jobs"
        title={m.employer_dashboard_open_jobs()}
        action={
          <Link to="/employer/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
            {m.employer_dashboard_all_jobs()}
          </Link>
        }
      >
        {d.openJobs.length === 0 ? (
          <p className="text-sm text-slate-600">
            {m.employer_dashboard_none_open_before()}{" "}
            <Link to="/employer/jobs/new" className="font-semibold text-brand-700 underline underline-offset-2">
              {m.employer_dashboard_none_open_link()}
            </Link>{" "}
            {m.employer_dashboard_none_open_after()}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {d.openJobs.map((j) => (
              <li key={j.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-slate-900">{j.title}</p>
                  <p className="text-sm text-slate-600">
                    {j.location}
                    {j.deadline && <> · {m.employer_dashboard_deadline({ date: formatDate(j.deadline) })}</>} ·{" "}
                    {plural(j.views, m.employer_dashboard_views_one, m.employer_dashboard_views_other)}
                  </p>
                </div>
                <Link
                  to={`/employer/jobs/${encodeURIComponent(j.id)}/applicants`}
                  className={buttonVariants({ variant: "outline", size: "sm", className: "min-h-11 self-start sm:self-auto" })}
                >
                  {plural(j.applicants, m.employer_dashboard_applicants_one, m.employer_dashboard_applicants_other)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="views" title={m.employer_dashboard_views_title()}>
        {d.jobViews.length === 0 ? (
          <p className="text-sm text-slate-600">{m.employer_dashboard_no_views()}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  {m.employer_dashboard_job()}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {m.employer_dashboard_views_column()}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {d.jobViews.map((j) => (
                <tr key={j.id}>
                  <td className="py-2 pr-4 text-slate-900">{j.title}</td>
                  <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{formatNumber(j.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}

/** The candidates' messages nobody in the company has read: the count, and the newest conversations as links. */
function UnreadMessages({ unread }: { unread: { count: number; conversations: UnreadConversation[] } }) {
  return (
    <Panel id="unread-messages" title={m.employer_dashboard_unread({ count: formatNumber(unread.count) })}>
      {unread.count === 0 ? (
        <p className="text-sm text-slate-600">{m.employer_dashboard_no_unread()}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {unread.conversations.map((c) => (
            <li key={c.applicationId} className="py-2">
              <Link
                to={employerConversationPath(c.applicationId)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                <span className="[overflow-wrap:anywhere]">
                  {c.candidateName}{" "}
                  <span className="font-normal text-slate-600">{m.employer_dashboard_about({ job: c.jobTitle })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
