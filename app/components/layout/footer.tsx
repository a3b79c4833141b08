import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { site } from "#app/lib/site.ts";
import { DataSaverSwitch } from "./data-saver-switch.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { footerQuickLinks, footerResourceLinks, legalLinks } from "./nav-links.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * Footer links are not announced to the router when they render (`discover="none"`): every page has them, and
 * announcing them put a dozen rarely followed routes into each page's route-discovery request. A tap on one
 * asks for its route first, one short request more.
 */
function LinkList({ title, links }: { title: string; links: readonly { to: string; label: () => string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} discover="none" className="text-sm text-slate-300 hover:text-white">
              {l.label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  // The postal address and phone come from the configuration (the phone only when set).
  const contact = useRootData()?.contact;
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="[&_span]:text-white [&_span_span]:text-slate-300" />
          <p className="mt-3 text-sm leading-relaxed">{m.shared_site_description()}</p>
          <ul className="mt-4 flex gap-4" aria-label={m.shared_footer_social()}>
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} className="text-sm text-slate-300 hover:text-white" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={m.shared_footer_quick_links()} links={footerQuickLinks} />
        <LinkList title={m.shared_footer_resources()} links={footerResourceLinks} />
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{m.shared_footer_contact()}</h2>
          <address className="space-y-3 text-sm not-italic">
            {contact && (
              <p className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{contact.address}</span>
              </p>
            )}
            {contact?.phone && (
              <p className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className="hover:text-white">
                  {contact.phone}
                </a>
              </p>
            )}
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{m.shared_footer_rights({ year: new Date().getFullYear() })}</p>
          <div className="-mx-3 flex flex-wrap items-center sm:order-last">
            <DataSaverSwitch tone="dark" />
            <LanguageSwitch className="text-slate-300 hover:text-white" />
          </div>
          <nav aria-label={m.shared_footer_legal()}>
            <ul className="flex flex-wrap gap-x-4">
              {legalLinks.map((l) => (
                <li key={l.to}>
                  {/* 44 px tall: a finger's tap target, also when the links wrap on a phone. */}
                  <Link to={l.to} discover="none" className="inline-flex min-h-11 items-center hover:text-white">
                    {l.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
