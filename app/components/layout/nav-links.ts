import { m } from "#app/lib/i18n/i18n.ts";

/** The header's links (docs/product.md#header-and-footer); each label is a message, read in the page's language. */
export const headerLinks = [
  { to: "/", label: m.shared_nav_home },
  { to: "/jobs", label: m.shared_nav_browse_jobs },
  { to: "/about", label: m.shared_nav_about },
  { to: "/resources", label: m.shared_nav_resources },
  { to: "/employers", label: m.shared_nav_for_employers },
] as const;

export const footerQuickLinks = [
  { to: "/jobs", label: m.shared_nav_browse_jobs },
  { to: "/companies", label: m.shared_nav_companies },
  { to: "/employers", label: m.shared_nav_for_employers },
  { to: "/about", label: m.shared_nav_about },
  { to: "/blog", label: m.shared_nav_blog },
  { to: "/faq", label: m.shared_nav_faq },
] as const;

export const footerResourceLinks = [
  { to: "/visa-info", label: m.shared_nav_visa },
  { to: "/relocation", label: m.shared_nav_relocation },
  { to: "/german-language", label: m.shared_nav_german },
  { to: "/resources", label: m.shared_nav_all_resources },
] as const;

export const legalLinks = [
  { to: "/privacy", label: m.shared_nav_privacy },
  { to: "/terms", label: m.shared_nav_terms },
  { to: "/cookies", label: m.shared_nav_cookies },
  { to: "/impressum", label: m.shared_nav_impressum },
] as const;
