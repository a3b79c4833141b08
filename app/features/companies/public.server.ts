// What other features may use of the companies feature on the server only (database queries).
export { companySitemapSlugs, listCompanies, loadCompany, topCompanies } from "./companies.server.ts";
