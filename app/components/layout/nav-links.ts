/** The header's links (docs/product.md#header-and-footer). */
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/jobs", label: "Browse Jobs" },
  { to: "/about", label: "About Us" },
  { to: "/resources", label: "Resources" },
  { to: "/employers", label: "For Employers" },
] as const;

export const footerQuickLinks = [
  { to: "/jobs", label: "Browse Jobs" },
  { to: "/companies", label: "Companies" },
  { to: "/employers", label: "For Employers" },
  { to: "/about", label: "About Us" },
  { to: "/blog", label: "Career Blog" },
  { to: "/faq", label: "FAQ" },
] as const;

export const footerResourceLinks = [
  { to: "/visa-info", label: "Visa Information" },
  { to: "/relocation", label: "Relocation Guide" },
  { to: "/german-language", label: "Learn German" },
  { to: "/resources", label: "All Resources" },
] as const;

export const legalLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
  { to: "/impressum", label: "Impressum" },
] as const;
