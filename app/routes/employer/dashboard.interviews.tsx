import { CalendarDays } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

export interface DashboardInterviews {
  /** The company's booked interviews not over yet, soonest first, as the member reads them. */
  upcoming: { applicationId: number; candidateName: string; jobTitle: string; when: string; organizerName: string }[];
  upcomingCount: number;
  /** Candidates who asked for other times: the company must propose again. */
  waitingForTimes: number;
}

/** The dashboard's interviews panel (issue 29): what is booked next, and who waits for new times. */
export function InterviewsPanel({ interviews }: { interviews: DashboardInterviews }) {
  const { upcoming, upcomingCount, waitingForTimes } = interviews;
  return (
    <section aria-labelledby="interviews" className="card p-5">
      <h2 id="interviews" className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        {m.employer_dashboard_interviews({ count: formatNumber(upcomingCount) })}
      </h2>
      {waitingForTimes > 0 ? (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {waitingForTimes === 1
            ? m.employer_dashboard_waiting_one()
            : m.employer_dashboard_waiting_other({ count: formatNumber(waitingForTimes) })}
        </p>
      ) : null}
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">{m.employer_dashboard_no_interview()}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {upcoming.map((i) => (
            <li key={i.applicationId} className="py-2">
              <Link
                to={`/employer/applications/${i.applicationId}/interview`}
                className="font-medium text-brand-700 hover:underline"
              >
                {i.candidateName}
              </Link>
              <span className="text-slate-700"> · {i.jobTitle}</span>
              <p className="text-slate-700">{i.when}</p>
              {i.organizerName ? <p className="text-slate-600">{m.employer_dashboard_with({ name: i.organizerName })}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
