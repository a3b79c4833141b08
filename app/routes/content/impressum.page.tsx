import { Info } from "lucide-react";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import type { Impressum } from "#app/lib/config.server.ts";

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
      <PageHeader title="Impressum" intro="Legal notice: who operates PearlBridge Jobs and how to reach us." />
      <div className="container-page py-10 sm:py-14">
        <article className="card mx-auto max-w-3xl p-5 sm:p-10">
          {i.sample && (
            <p className="mb-6 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                This installation shows sample operator details. The operator of a live site sets its own name and address in the
                configuration.
              </span>
            </p>
          )}
          <h2 className="text-xl font-semibold text-slate-900">Information according to § 5 DDG</h2>
          <dl className="mt-4">
            <Row term="Operator">{i.operator}</Row>
            <Row term="Address">
              <address className="not-italic">
                {i.address.street}
                <br />
                {i.address.postalCode} {i.address.city}
                <br />
                {i.address.country}
              </address>
            </Row>
            {i.representedBy && <Row term="Represented by">{i.representedBy}</Row>}
            <Row term="E-mail">
              <a href={`mailto:${i.email}`} className="font-semibold text-brand-700 hover:underline">
                {i.email}
              </a>
            </Row>
            {i.phone && (
              <Row term="Phone">
                <a href={`tel:${i.phone.replace(/\s/g, "")}`} className="font-semibold text-brand-700 hover:underline">
                  {i.phone}
                </a>
              </Row>
            )}
            {i.register && <Row term="Commercial register">{i.register}</Row>}
            {i.vatId && <Row term="VAT ID (§ 27a UStG)">{i.vatId}</Row>}
            {i.contentResponsible && <Row term="Responsible for content (§ 18 (2) MStV)">{i.contentResponsible}</Row>}
          </dl>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">Job adverts</h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            Employers are responsible for the content of their job adverts. PearlBridge Jobs never charges job seekers a fee. If
            anyone asks you for money for a job, do not pay and write to us at the address above.
          </p>
          {/* GeoNames' licence (CC BY 4.0) asks for this credit: docs/decisions/160-gazetteer-from-geonames.md. */}
          <h2 className="mt-8 text-xl font-semibold text-slate-900">Place data</h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            The towns and cities of Germany, their names and locations come from{" "}
            <a href="https://www.geonames.org/" className="text-brand-700 underline" rel="noopener noreferrer">
              GeoNames
            </a>
            , licensed under{" "}
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
