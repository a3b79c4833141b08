import { Building2, CircleCheck, Search } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { ContentIcon } from "#app/components/content-icon.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { RichText } from "#app/components/content/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang } from "#app/features/resources/public.ts";

type Item = { title: string; text: string };

/** "What we do": one column for job seekers, one for employers. */
export function WhatWeDo({ forJobSeekers, forEmployers }: { forJobSeekers: readonly Item[]; forEmployers: readonly Item[] }) {
  const columns = [
    { title: m.content_about_for_job_seekers(), Icon: Search, items: forJobSeekers },
    { title: m.content_about_for_employers(), Icon: Building2, items: forEmployers },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {columns.map(({ title, Icon, items }) => (
        <section key={title} className="card p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
          </div>
          <ul lang={contentLang()} className="mt-6 space-y-5">
            {items.map((item) => (
              <li key={item.title} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{item.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The six values with their icons. */
export function Values({ values }: { values: readonly { title: string; icon: string; text: string }[] }) {
  return (
    <ul lang={contentLang()} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {values.map((v) => (
        <li key={v.title} className="card p-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ContentIcon name={v.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{v.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{v.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Paragraphs of running text. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div lang={contentLang()} className="prose-content max-w-3xl sm:text-lg [&>p:last-child]:mb-0">
      {paragraphs.map((p, i) => (
        <p key={i}>
          <RichText text={p} />
        </p>
      ))}
    </div>
  );
}

/** The closing call to action: Browse Jobs and a mail contact. */
export function AboutCallToAction() {
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-10 text-center text-white sm:px-10 sm:py-12">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.content_about_cta_title()}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-100">{m.content_about_cta_text()}</p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/jobs" className={cn(buttonVariants({ variant: "secondary", size: "lg" }))}>
          {m.shared_nav_browse_jobs()}
        </Link>
        <MailButton
          subject="Hello PearlBridge Jobs"
          variant={null}
          size="lg"
          className="border border-white/40 bg-transparent text-white hover:bg-white/10"
        >
          {m.content_contact_us()}
        </MailButton>
      </div>
    </section>
  );
}
