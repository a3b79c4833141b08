import { ArrowLeft } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/application";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { StatusBadge } from "#app/features/applications/public.ts";
import { conversationTexts, MessageForm, MessageThread, ReadOnlyNotice, sentByMe } from "#app/features/conversations/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";

/** The candidate's conversation with the company about one application (issue 29). */
export { action, loader } from "./application.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData
      ? m.pipeline_app_messages_title({ name: args.loaderData.conversation.jobTitle })
      : m.pipeline_app_messages(),
    path: `/applications/${args.params.id}`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.conversation;
  return (
    <>
      <PageHeader title={c.jobTitle} titleLang={c.adLanguage} intro={m.pipeline_app_candidate_intro({ company: c.company })}>
        <p className="mt-4">
          <Link
            to="/applications"
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-white underline underline-offset-4 hover:text-brand-100"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.shared_nav_my_applications()}
          </Link>
        </p>
      </PageHeader>
      <div className="container-page max-w-3xl space-y-6 py-8 sm:py-10">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{m.pipeline_app_status()}</span>
          <StatusBadge status={c.status} />
          <Link to={`/job/${encodeURIComponent(c.jobId)}`} className="font-medium text-brand-700 hover:underline">
            {m.pipeline_app_see_job()}
          </Link>
        </p>
        <section aria-labelledby="messages-heading" className="space-y-4">
          <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
            {m.pipeline_app_messages()}
          </h2>
          <MessageThread messages={c.messages} emptyText={conversationTexts.empty_conversation} canReport />
        </section>
        {c.readOnly ? (
          <ReadOnlyNotice reason={c.readOnly} />
        ) : (
          <MessageForm
            key={sentByMe(c.messages)}
            actionData={actionData}
            label={m.pipeline_app_your_message_to({ company: c.company })}
          />
        )}
      </div>
    </>
  );
}
