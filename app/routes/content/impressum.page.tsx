import { Info } from "lucide-react";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { TranslationNotice } from "#app/features/legal/public.ts";
import type { Impressum } from "#app/lib/config.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 first:border-t-0 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The legal notice German law requires of a German site (§ 5 DDG): who runs the site and how to reach them,
 * from the configuration (IMPRESSUM_*, CONTACT_PHONE). Lines without a configured value are left out.
 */
export function ImpressumPage({ impressum: i }: { impressum: Impressum }) {
  return (
    <>
      <PageHeader title={m.shared_nav_impressum()} intro={m.content_impressum_intro()} />
      <div className="container-page py-10 sm:py-14">
        <article className="card mx-auto max-w-3xl p-5 sm:p-10">
          <TranslationNotice englishPath="/impressum" />
          {i.sample && (
            <p className="mb-6 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{m.content_impressum_sample()}</span>
            </p>
          )}
          <h2 className="text-xl font-semibold text-slate-900">{m.content_impressum_information()}</h2>
          <dl className="mt-4">
            <Row term={m.content_impressum_operator()}>{i.operator}</Row>
            <Row term={m.content_impressum_address()}>
              <address className="not-italic">
                {i.address.street}
                <br />
                {i.address.postalCode} {i.address.city}
                <br />
                {i.address.country}
              </address>
            </Row>
            {i.representedBy && <Row term={m.content_impressum_represented_by()}>{i.representedBy}</Row>}
            <Row term={m.content_impressum_email()}>
              <a href={`mailto:${i.email}`} className="font-semibold text-brand-700 hover:underline">
                {i.email}
              </a>
            </Row>
            {i.phone && (
              <Row term={m.content_impressum_phone()}>
                <a href={`tel:${i.phone.replace(/\s/g, "")}`} className="font-semibold text-brand-700 hover:underline">
                  {i.phone}
                </a>
              </Row>
            )}
            {i.register && <Row term={m.content_impressum_register()}>{i.register}</Row>}
            {i.vatId && <Row term={m.content_impressum_vat()}>{i.vatId}</Row>}
            {i.contentResponsible && <Row term={m.content_impressum_responsible()}>{i.contentResponsible}</Row>}
          </dl>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{m.content_impressum_job_adverts()}</h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            {m.content_impressum_job_adverts_text()}
          </p>
          {/* GeoNames' licence (CC BY 4.0) asks for this credit: docs/decisions/160-gazetteer-from-geonames.md. */}
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{m.content_impressum_place_data()}</h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            {m.content_impressum_place_data_before()}{" "}
            <a href="https://www.geonames.org/" className="text-brand-700 underline" rel="noopener noreferrer">
              GeoNames
            </a>
            , {m.content_impressum_place_data_licensed()}{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/" className="text-brand-700 underline" rel="noopener noreferrer">
              CC BY 4.0
            </a>
            .
          </p>
        </article>
      </div>
    </>
  );
}
