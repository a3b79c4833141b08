/** The one place for the product's name, tagline and contact details (docs/product.md#who-it-is-for). */
export const site = {
  name: "PearlBridge Jobs",
  tagline: "Connect with Top German Employers",
  description:
    "PearlBridge Jobs connects Ugandan talents with top employers in Germany. Find your dream job, visa information and relocation resources.",
  keywords: [
    "jobs in Germany",
    "Uganda",
    "Ugandan professionals",
    "EU Blue Card",
    "work visa Germany",
    "relocation to Germany",
    "German employers",
  ],
  themeColor: "#1e40af",
  logo: "/logo.svg",
  email: "hello@pearlbridgejobs.com",
  // The phone number and the postal address are configuration (CONTACT_PHONE, IMPRESSUM_*): they reach the
  // footer and /impressum through the root loader (RootData.contact), so a number is shown only when set.
  languages: ["English", "German"],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/pearlbridgejobs" },
    { name: "Twitter", href: "https://twitter.com/pearlbridgejobs" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/pearlbridgejobs" },
  ],
} as const;

export function mailto(subject?: string): string {
  return subject ? `mailto:${site.email}?subject=${encodeURIComponent(subject)}` : `mailto:${site.email}`;
}
