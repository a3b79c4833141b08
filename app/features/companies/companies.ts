import { companies, topCompanyIds } from "#content/companies.ts";
import type { Company } from "#content/types.ts";

export { companies };

/** A company by its id or by its name, case-insensitively (job pages link to /company/{company name}). */
export function findCompany(idOrName: string): Company | undefined {
  const key = idOrName.trim().toLowerCase();
  return companies.find((c) => c.id === key || c.name.toLowerCase() === key);
}

/** The 5 fixed sample companies of the home page (docs/product.md#category-and-company-tiles). */
export function topCompanies(): Company[] {
  return topCompanyIds.map((id) => companies.find((c) => c.id === id)).filter((c): c is Company => Boolean(c));
}
