import { companies, topCompanyIds } from "#content/companies.ts";

/** The sample companies (content/companies.ts), stored by the seed; the database is the source for pages. */
export { companies };

/** The slugs of the 5 fixed companies of the home page (docs/product.md#category-and-company-tiles). */
export const TOP_COMPANY_SLUGS: readonly string[] = topCompanyIds;

/**
 * How a /company/{param} address is answered: the slug itself renders the page; a company's id or its name
 * (the links of earlier versions) redirects permanently to the slug.
 */
export function companyAddress(param: string, company: { id: string; slug: string; name: string }): "page" | "redirect" {
  return param === company.slug ? "page" : "redirect";
}
