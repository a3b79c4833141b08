import { Building2, Calendar, MapPin, MessageCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useRevalidator, useSearchParams } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { chosenTab, TAB_PARAM, tabHref } from "#app/components/content/tab-address.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { savedToasts, useSavedJobs } from "#app/features/saved-jobs/public.ts";
import { StatusBadge, StatusHistory, withdrawal } from "#app/features/applications/public.ts";
import type { ApplicationListItem } from "#app/features/applications/public.server.ts";
import { candidateConversationPath, unreadLabel } from "#app/features/conversations/public.ts";
import type { ConversationSummary } from "#app/features/conversations/public.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import type { InterviewSummary } from "#app/features/interviews/public.ts";
import type { MyApplicationsActionData } from "./applications.server.ts";

type SavedItem = { jobId: string; title: string; company: string; location: string; savedAt: string };

/** The page's tabs, Applications first: `/applications` and `/applications?tab=saved` (tab-address.ts). */
const TABS = ["applications", "saved"] as const;

function EmptyState({ text }: { text: string }) {
  return (
    <div className="card flex flex-col items-center gap-4 px-6 py-12 text-center">
      <p className="text-slate-600">{text}</p>
      <Link to="/jobs" className={buttonVariants({ variant: "primary" })}>
        {m.shared_nav_browse_jobs()}
      </Link>
    </div>
  );
}

function JobLine({ company, location }: { company: string; location: string }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <Building2 aria-hidden="true" className="size-4 text-slate-500" />
        {company}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4 text-slate-500" />
        {location}
      </span>
    </p>
  );
}

/**
 * Withdrawing, with a confirmation step that needs no script: the details element opens the question, and
 * only its button sends the form.
 */
function WithdrawForm({ a, error }: { a: ApplicationListItem; error?: string }) {
  return (
    <details className="group">
      <summary className={buttonVariants({ variant: "outline", className: "cursor-pointer list-none" })}>
        {m.pipeline_list_withdraw()}
        <span className="sr-only">{m.pipeline_list_for_title({ title: a.title })}</span>
      </summary>
      <Form
        method="post"
        className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-slate-800 sm:max-w-lg"
      >
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="applicationId" value={a.id} />
        <p>{m.pipeline_list_withdraw_confirm()}</p>
        <Button type="submit" variant="danger" className="w-full sm:w-auto">
          {m.pipeline_list_withdraw_yes()}
          <span className="sr-only">{m.pipeline_list_withdraw_yes_sr({ title: a.title })}</span>
        </Button>
      </Form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </details>
  );
}

type Conversations = Record<number, ConversationSummary>;

/** The link to an application's conversation with the company: "Messages (3)", and "New message" while unread. */
function MessagesLink({ a, c }: { a: ApplicationListItem; c: ConversationSummary | undefined }) {
  return (
    <Link
      to={candidateConversationPath(a.id)}
      className={buttonVariants({ variant: c?.unread ? "primary" : "outline", className: "self-start" })}
    >
      <MessageCircle aria-hidden="true" />
      {c && c.messages > 0 ? m.pipeline_list_messages_count({ count: formatNumber(c.messages) }) : m.pipeline_list_ask()}
      {c?.unread ? <span>{m.pipeline_list_new_message()}</span> : null}
      <span className="sr-only">{m.pipeline_list_about_title({ title: a.title })}</span>
    </Link>
  );
}

/** The application's interview: what it needs and when, linked to its page (issue 29). */
function InterviewLine({ applicationId, summary }: { applicationId: number; summary: InterviewSummary }) {
  return (
    <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <Link to={`/applications/${applicationId}/interview`} className="font-semibold text-brand-700 hover:underline">
        {summary.label}
      </Link>
      {summary.when ? <span className="block">{summary.when}</span> : null}
    </p>
  );
}

function ApplicationList({
  items,
  conversations,
  actionData,
  interviews = {},
}: {
  items: ApplicationListItem[];
  conversations: Conversations;
  actionData?: MyApplicationsActionData;
  interviews?: Record<number, InterviewSummary>;
}) {
  if (items.length === 0) return <EmptyState text={m.pipeline_list_none_applied()} />;
  return (
    <ul className="space-y-3">
      {items.map((a) => {
        const error = actionData?.applicationId === a.id ? actionData.error : undefined;
        return (
          <li key={a.id} className="card p-4 sm:p-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h3 className="text-base font-semibold">
                  <Link to={`/job/${encodeURIComponent(a.jobId)}`} className="text-brand-700 hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <JobLine company={a.company} location={a.location} />
                <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <Calendar aria-hidden="true" className="size-4 text-slate-500" />
                  {m.pipeline_list_applied_on()} <time dateTime={a.appliedAt}>{formatDate(a.appliedAt)}</time>
                </p>
              </div>
              <p className="shrink-0">
                <span className="sr-only">{m.pipeline_list_status_sr()}</span>
                <StatusBadge status={a.status} />
              </p>
            </div>
            {interviews[a.id] ? <InterviewLine applicationId={a.id} summary={interviews[a.id]!} /> : null}
            {/* The history adds something once the status has changed after the application itself. */}
            {a.history.length > 1 ? (
              <div className="mt-3">
                <StatusHistory history={a.history} messageLabel={m.pipeline_list_message_from({ company: a.company })} />
              </div>
            ) : null}
            <div className="mt-3 flex">
              <MessagesLink a={a} c={conversations[a.id]} />
            </div>
            {withdrawal(a.status).ok || error ? (
              <div className="mt-3">
                <WithdrawForm a={a} error={error} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function SavedList({
  items,
  setSaved,
  revalidate,
}: {
  items: SavedItem[];
  setSaved: (jobId: string, saved: boolean) => Promise<boolean>;
  revalidate: () => Promise<void>;
}) {
  const [removing, setRemoving] = useState<string | null>(null);

  if (items.length === 0) return <EmptyState text={m.pipeline_list_none_saved()} />;
  return (
    <ul className="space-y-3">
      {items.map((job) => (
        <li key={job.jobId} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div className="min-w-0">
            <h3 className="text-base font-semibold">
              <Link to={`/job/${encodeURIComponent(job.jobId)}`} className="text-brand-700 hover:underline">
                {job.title}
              </Link>
            </h3>
            <JobLine company={job.company} location={job.location} />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-center"
            disabled={removing === job.jobId}
            onClick={async () => {
              setRemoving(job.jobId);
              await setSaved(job.jobId, false);
              showToast(savedToasts.removed(job.title));
              await revalidate();
              setRemoving(null);
            }}
          >
            <Trash2 aria-hidden="true" />
            {m.pipeline_list_remove()}
            <span className="sr-only"> {job.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** How many interviews wait for the candidate's choice or are booked ahead (issue 29): above the list. */
function UpcomingInterviews({ interviews }: { interviews: Record<number, InterviewSummary> }) {
  const all = Object.values(interviews);
  const toChoose = all.filter((i) => i.action).length;
  const booked = all.filter((i) => i.upcoming).length;
  if (toChoose + booked === 0) return null;
  const parts = [
    toChoose
      ? toChoose === 1
        ? m.pipeline_list_interviews_wait_one()
        : m.pipeline_list_interviews_wait_other({ count: formatNumber(toChoose) })
      : "",
    booked
      ? booked === 1
        ? m.pipeline_list_upcoming_one()
        : m.pipeline_list_upcoming_other({ count: formatNumber(booked) })
      : "",
  ].filter(Boolean);
  return (
    <p role="status" className="card mb-4 p-4 text-sm font-medium text-slate-900">
      {m.pipeline_list_interviews({ parts: parts.join(" · ") })}
    </p>
  );
}

/**
 * /applications: the user's applications (docs/product.md#applying) and the account's saved jobs, two tabs that are
 * links with the tab in the address (decision 143), so they work before or without the page's script.
 */
export function ApplicationsPage({
  applications,
  saved,
  conversations,
  unreadConversations,
  interviews = {},
  actionData,
}: {
  applications: ApplicationListItem[];
  saved: SavedItem[];
  conversations: Conversations;
  /** Conversations with a message from the company not yet read. */
  unreadConversations: number;
  interviews?: Record<number, InterviewSummary>;
  actionData?: MyApplicationsActionData;
}) {
  const [params] = useSearchParams();
  const tab = chosenTab(TABS, params.get(TAB_PARAM));
  const revalidator = useRevalidator();
  // After the sign-in merge the account may hold more saved jobs than this page was rendered with.
  const { setSaved } = useSavedJobs((outcome) => {
    if (outcome === "merged") void revalidator.revalidate();
  });
  const counts = { applications: applications.length, saved: saved.length };
  return (
    <div className="container-page py-8 sm:py-10">
      <LinkTabs
        label={m.pipeline_list_tabs_label()}
        fill
        className="max-w-md"
        tabs={TABS.map((t) => ({
          label:
            t === "applications"
              ? m.pipeline_list_tab_applications({ count: formatNumber(counts[t]) })
              : m.pipeline_list_tab_saved({ count: formatNumber(counts[t]) }),
          to: tabHref("/applications", TABS, t),
          active: t === tab,
        }))}
      />
      <section aria-label={m.pipeline_list_applications()} hidden={tab !== "applications"} className="mt-6">
        <h2 className="sr-only">{m.pipeline_list_applications()}</h2>
        {unreadConversations > 0 && (
          <p role="status" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-800">
            {unreadConversations === 1
              ? m.pipeline_list_unread_one({ unread: unreadLabel(unreadConversations) })
              : m.pipeline_list_unread_other({ unread: unreadLabel(unreadConversations) })}
          </p>
        )}
        <UpcomingInterviews interviews={interviews} />
        <ApplicationList items={applications} conversations={conversations} actionData={actionData} interviews={interviews} />
      </section>
      <section aria-label={m.pipeline_list_saved_jobs()} hidden={tab !== "saved"} className="mt-6">
        <h2 className="sr-only">{m.pipeline_list_saved_jobs()}</h2>
        <SavedList items={saved} setSaved={setSaved} revalidate={revalidator.revalidate} />
      </section>
    </div>
  );
}
