/**
 * The URL of a company's logo from its `logo_key` (company_profiles). The sample companies' logos are files of
 * the site (/logos/...); an uploaded logo is a storage key (never starting with "/"), served under /media/.
 * No logo: "", which the logo component shows as a letter avatar.
 */
export function companyLogoSrc(logoKey: string | null): string {
  if (!logoKey) return "";
  if (logoKey.startsWith("/logos/")) return logoKey;
  return `/media/${logoKey.split("/").map(encodeURIComponent).join("/")}`;
}
