import { ArrowLeft } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/application";
import { StatusBadge } from "#app/features/applications/public.ts";
import { conversationTexts, MessageForm, MessageThread, ReadOnlyNotice, sentByMe } from "#app/features/conversations/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";

/** The company's conversation with one applicant (issue 29), reached from the job's applicants. */
export { action, loader } from "./application.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData
      ? m.pipeline_app_messages_title({ name: args.loaderData.conversation.candidateName })
      : m.pipeline_app_messages(),
    path: `/employer/applications/${args.params.applicationId}`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.conversation;
  return (
    <div className="max-w-3xl space-y-6">
      <Link
        to={`/employer/jobs/${encodeURIComponent(c.jobId)}/applicants`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.pipeline_app_back_to_applicants()}
      </Link>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">{c.candidateName}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="[overflow-wrap:anywhere]">{m.pipeline_app_application_for({ title: c.jobTitle })}</span>
          <StatusBadge status={c.status} />
        </p>
      </div>
      <section aria-labelledby="messages-heading" className="space-y-4">
        <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
          {m.pipeline_app_messages()}
        </h2>
        <p className="text-sm text-slate-600">{m.pipeline_app_employer_hint()}</p>
        <MessageThread messages={c.messages} emptyText={conversationTexts.empty_conversation_employer} canReport={false} />
      </section>
      {c.readOnly ? (
        <ReadOnlyNotice reason={c.readOnly} />
      ) : (
        <MessageForm key={sentByMe(c.messages)} actionData={actionData} label={m.pipeline_app_your_message_to_candidate()} />
      )}
    </div>
  );
}
